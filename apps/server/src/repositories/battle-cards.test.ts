/**
 * The arena's sample of rival cards (rivalSampleIds): from a random id, the window's first
 * cards in id order, wrapping past the last id, never the player's own or listed ones.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleCard } from '../db/schema';
import { createTestApp, registeredGuest, type TestApp } from '../test/test-app';
import { rivalCardCandidates, rivalCardCandidatesWithRatings } from './battle-cards';

let t: TestApp;
let me: string;
let rival: string;
/** The rival cards of the window 3-5, by id. */
let eligible: string[];

function card(playerId: string, level: number, isListed = false) {
  return {
    id: randomUUID(),
    playerId,
    name: `Card ${level}`,
    characterType: 'Beast',
    description: 'A test card.',
    synergy: 'none',
    skill: '{}',
    quality: 'normal',
    isListed,
    level,
    baseAttack: 10,
    baseDefense: 10,
    baseHealth: 100,
    baseSpeed: 10,
    skillTriggerChance: 0.1,
    seed: level,
    sourceItems: ['fire', 'water', 'earth'],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  me = (await registeredGuest(t.app)).profile.id;
  rival = (await registeredGuest(t.app)).profile.id;
  const rows = [
    ...[3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5].map((level) => card(rival, level)),
    // Outside the window, the player's own, and listed ones: never in the sample.
    ...[1, 2, 6, 9].map((level) => card(rival, level)),
    ...[3, 4, 5].map((level) => card(me, level)),
    ...[3, 4].map((level) => card(rival, level, true)),
  ];
  await t.database.db.insert(battleCard).values(rows);
  eligible = rows
    .filter((row) => row.playerId === rival && !row.isListed && row.level >= 3 && row.level <= 5)
    .map((row) => row.id)
    .sort();
});
afterAll(async () => {
  await t.close();
});

const window = { min: 3, max: 5 };
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();

describe('rivalCardCandidates', () => {
  it("takes the window's first cards in id order from the pivot, across its levels", async () => {
    for (const pivot of [randomUUID(), randomUUID(), randomUUID()]) {
      const expected = [
        ...eligible.filter((id) => id >= pivot),
        ...eligible.filter((id) => id < pivot),
      ].slice(0, 4);
      expect(ids(await rivalCardCandidates(t.database.db, me, window, 4, pivot))).toEqual(
        [...expected].sort(),
      );
    }
  });

  it('wraps past the last id, and gives every rival card when asked for more', async () => {
    const last = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    const first = '00000000-0000-4000-8000-000000000000';
    expect(ids(await rivalCardCandidates(t.database.db, me, window, 3, last))).toEqual(
      eligible.slice(0, 3),
    );
    expect(ids(await rivalCardCandidates(t.database.db, me, window, 50, first))).toEqual(eligible);
    expect(ids(await rivalCardCandidates(t.database.db, me, window, 50, randomUUID()))).toEqual(
      eligible,
    );
  });

  it('gives the ranked choice the same sample, each card with its rating row', async () => {
    const pivot = randomUUID();
    const plain = ids(await rivalCardCandidates(t.database.db, me, window, 5, pivot));
    const rated = await rivalCardCandidatesWithRatings(t.database.db, me, window, 1, 5, pivot);
    expect(ids(rated.map((row) => row.card))).toEqual(plain);
    expect(rated.every((row) => row.ownerRating === null)).toBe(true);
  });
});
