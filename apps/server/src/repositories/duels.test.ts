/**
 * The duel screen's one read (pendingDuelAndDay): the pending duel, the game day's draws of
 * rivals and duels fought, and the duels ever fought counted up to the cap, all from the
 * player's row, so the counts come back when no duel is pending too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duel, rivalRefresh } from '../db/schema';
import { createTestApp, registeredGuest, type TestApp } from '../test/test-app';
import { pendingDuelAndDay } from './duels';

let t: TestApp;
const DAY = 20_000;
const dayStart = new Date('2026-11-29T00:00:00Z');
const yesterday = new Date('2026-11-28T12:00:00Z');
const today = new Date('2026-11-29T09:00:00Z');

async function player(): Promise<string> {
  return (await registeredGuest(t.app)).profile.id;
}

function fought(playerId: string, foughtAt: Date) {
  return { playerId, status: 'fought', opponentCard: {}, playerCardSlots: 1, foughtAt };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('pendingDuelAndDay', () => {
  it('answers a player with no duel: none pending, nothing used', async () => {
    const id = await player();
    const read = await pendingDuelAndDay(t.database.db, id, { day: DAY, dayStart, foughtCap: 3 });
    expect(read).toEqual({ pending: null, refreshesUsed: 0, foughtToday: 0, fought: 0 });
  });

  it("counts the day's draws and duels, and every duel up to the cap", async () => {
    const id = await player();
    await t.database.db
      .insert(duel)
      .values([
        fought(id, yesterday),
        fought(id, yesterday),
        fought(id, yesterday),
        fought(id, today),
        fought(id, today),
      ]);
    await t.database.db.insert(rivalRefresh).values([
      { playerId: id, day: DAY, used: 2 },
      { playerId: id, day: DAY - 1, used: 1 },
    ]);
    const read = await pendingDuelAndDay(t.database.db, id, { day: DAY, dayStart, foughtCap: 3 });
    expect(read).toMatchObject({ pending: null, refreshesUsed: 2, foughtToday: 2, fought: 3 });
    const uncapped = await pendingDuelAndDay(t.database.db, id, {
      day: DAY,
      dayStart,
      foughtCap: 100,
    });
    expect(uncapped.fought).toBe(5);
  });

  it("returns the pending duel, and no other player's", async () => {
    const [id, other] = [await player(), await player()];
    const [pending] = await t.database.db
      .insert(duel)
      .values({ playerId: id, opponentCard: { name: 'Mine' }, playerCardSlots: 2 })
      .returning();
    await t.database.db
      .insert(duel)
      .values({ playerId: other, opponentCard: { name: 'Theirs' }, playerCardSlots: 1 });
    await t.database.db.insert(duel).values(fought(other, today));
    const read = await pendingDuelAndDay(t.database.db, id, { day: DAY, dayStart, foughtCap: 3 });
    expect(read).toEqual({ pending, refreshesUsed: 0, foughtToday: 0, fought: 0 });
  });
});
