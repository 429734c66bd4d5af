/**
 * The daily race through the API: today's race, a scored attempt played along the solver's
 * path, refusals by the crafting rules, practice after the scored attempt, giving up, the
 * board, a past day's paths, and no answer naming an item the player has not made.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RaceAttempt,
  RaceBoard,
  RaceCraftResult,
  RacePaths,
  RaceToday,
} from '@alchemy/contracts';
import {
  compareRaceScores,
  gameDayLabel,
  gameDayStartMs,
  type RaceScore,
} from '@alchemy/game-rules';
import { today } from '../../test/goals';
import { befriend, everyItem, storedRace, withShippedCatalogue } from '../../test/race';
import { apiCall, createTestApp, registeredGuest, type TestApp } from '../../test/test-app';
import { ensureRaceDay, prepareRaces } from '../../services/race-day-service';
import { raceCatalogue } from '../../services/race-graph';
import { findRaceDay } from '../../repositories/race';

let t: TestApp;
let items: Array<{ id: string; name: string }>;
beforeAll(async () => {
  t = await createTestApp();
  await withShippedCatalogue(t.database);
  items = await everyItem(t.database);
});
afterAll(async () => {
  await t.close();
});

/**
 * Fails when the answer holds, as any whole string, the name or id of an item outside
 * `known` (the race's start, its target and what the player made).
 */
function expectNoSpoiler(body: string, known: ReadonlySet<string>) {
  const strings = new Set<string>();
  JSON.stringify(JSON.parse(body), (_key, value: unknown) => {
    if (typeof value === 'string') strings.add(value);
    return value;
  });
  const leaked = items.filter(
    (entry) => !known.has(entry.id) && (strings.has(entry.name) || strings.has(entry.id)),
  );
  expect(leaked.map((entry) => entry.name)).toEqual([]);
}

async function raceOf(token: string) {
  const answer = await apiCall(t.app, token, 'GET', '/race');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

async function craft(token: string, itemOneId: string, itemTwoId: string) {
  return apiCall(t.app, token, 'POST', '/race/attempts/craft', { itemOneId, itemTwoId });
}

/** Plays a path of the stored race; returns the last attempt. Checks each answer for spoilers. */
async function playPath(token: string, path: ReadonlyArray<readonly [string, string, string]>) {
  const day = await today(t.database);
  const race = await storedRace(t.database, day);
  const known = new Set([race.targetId, ...race.start.map((entry) => entry.itemId)]);
  let attempt: RaceAttempt | null = null;
  for (const [one, two, result] of path) {
    const answer = await craft(token, one, two);
    expect(answer.statusCode, answer.body).toBe(200);
    known.add(result);
    expectNoSpoiler(answer.body, known);
    const crafted = answer.json<RaceCraftResult>();
    expect(crafted.made?.id).toBe(result);
    attempt = crafted.attempt;
  }
  return attempt;
}

describe('the daily race', () => {
  it("shows today's race: the target's name and picture, the starting blocks, nothing more", async () => {
    const { token } = await registeredGuest(t.app);
    const answer = await raceOf(token);
    const race = answer.json<RaceToday>();
    const day = await today(t.database);
    const stored = await storedRace(t.database, day);
    expect(race.day).toBe(gameDayLabel(day));
    expect(race.target.id).toBe(stored.targetId);
    expect(race.target.imageUrl).toMatch(/^\/api\/images\/items\/[0-9a-f-]{36}\.svg\?v=/);
    expect(race.attempt).toBeNull();
    expect(race.secondsToNextRace).toBeGreaterThan(0);
    expect(race.streak).toEqual({ days: 0, best: 0, todayCounted: false });
    expectNoSpoiler(answer.body, new Set([stored.targetId]));

    const started = await apiCall(t.app, token, 'POST', '/race/attempts', {});
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json<RaceAttempt>();
    expect(attempt).toMatchObject({ scored: true, status: 'playing', crafts: 0, timeMs: 0 });
    expect(attempt.items.map((entry) => [entry.id, entry.quantity])).toEqual(
      stored.start.map((entry) => [entry.itemId, entry.quantity]),
    );
    expectNoSpoiler(
      started.body,
      new Set([stored.targetId, ...stored.start.map((entry) => entry.itemId)]),
    );
    // Asking again returns the same attempt.
    const again = await apiCall(t.app, token, 'POST', '/race/attempts', {});
    expect(again.json<RaceAttempt>().id).toBe(attempt.id);
  });

  it('is won along the shortest path, scored with its crafts and time, then practice is unscored', async () => {
    const { token, profile } = await registeredGuest(t.app);
    const before = await apiCall(t.app, token, 'GET', '/profile');
    await apiCall(t.app, token, 'POST', '/race/attempts', {});
    const day = await today(t.database);
    const race = await storedRace(t.database, day);
    const [shortest] = race.paths;
    const won = await playPath(token, shortest!);
    expect(won).toMatchObject({ status: 'finished', scored: true, crafts: race.shortest });
    expect(won?.trends).toEqual(Array.from({ length: race.shortest }, () => 'closer'));

    const after = await raceOf(token);
    const today_ = after.json<RaceToday>();
    expect(today_.result).toMatchObject({ status: 'finished', crafts: race.shortest, rank: 1 });
    expect(today_.streak).toMatchObject({ days: 1, todayCounted: true });

    // The player's own game is untouched: same balances and profile.
    expect((await apiCall(t.app, token, 'GET', '/profile')).json()).toEqual(before.json());
    expect(profile.id).toBeTruthy();

    // A practice replay of the day: unscored, and its finish changes no score.
    const practice = await apiCall(t.app, token, 'POST', '/race/attempts', {});
    expect(practice.json<RaceAttempt>()).toMatchObject({ scored: false, status: 'playing' });
    const [, second] = race.paths;
    const replayed = await playPath(token, second!);
    expect(replayed).toMatchObject({ status: 'finished', scored: false });
    const board = (await apiCall(t.app, token, 'GET', '/race/board')).json<RaceBoard>();
    expect(board.me).toMatchObject({ crafts: race.shortest, isYou: true });
    expect((await raceOf(token)).json<RaceToday>().result?.crafts).toBe(race.shortest);
  });

  it('refuses what the crafting rules refuse, and names an item no longer held', async () => {
    const { token } = await registeredGuest(t.app);
    expect((await craft(token, 'fire', 'water')).json()).toMatchObject({
      code: 'NO_RACE_ATTEMPT',
    });
    const attempt = (await apiCall(t.app, token, 'POST', '/race/attempts', {})).json<RaceAttempt>();
    const [first, second] = attempt.items;
    const unknown = await craft(token, first!.id, 'philosophers-stone');
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([
      404,
      'ITEM_NOT_IN_RUN',
    ]);
    const same = await craft(token, first!.id, first!.id);
    expect(same.json<{ code: string }>().code).toBe('SAME_ITEM');
    const bad = await apiCall(t.app, token, 'POST', '/race/attempts/craft', { itemOneId: 1 });
    expect(bad.statusCode).toBe(400);

    // Spend the scarcer of two blocks down to nothing: then it is not held, said by name.
    const [scarce, other] =
      first!.quantity <= second!.quantity ? [first!, second!] : [second!, first!];
    for (let left = scarce.quantity; left > 0; left -= 1) {
      const answer = await craft(token, scarce.id, other.id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<RaceCraftResult>().attempt.status).toBe('playing');
    }
    const notHeld = await craft(token, scarce.id, other.id);
    expect(notHeld.json()).toMatchObject({ code: 'ITEM_NOT_HELD' });
    expect(notHeld.json<{ error: string }>().error).toContain(scarce.name);
  });

  it('a failed craft is a white square, and giving up ends the attempt as run over', async () => {
    const { token } = await registeredGuest(t.app);
    await apiCall(t.app, token, 'POST', '/race/attempts', {});
    const race = await storedRace(t.database, await today(t.database));
    // Most pairs of building blocks are recipes: a failed craft usually needs a crafted item.
    // Follow the shortest path until two held items, one of them a block, make nothing.
    const { graph } = await raceCatalogue(t.database.db);
    const noRecipe = (attempt: RaceAttempt) => {
      const held = attempt.items.filter((entry) => entry.quantity > 0);
      return held
        .flatMap((one) => held.map((two) => [one, two] as const))
        .find(
          ([one, two]) =>
            one.id !== two.id &&
            two.isBuildingBlock &&
            !graph.resultOf(one.id, two.id) &&
            !graph.resultOf(two.id, one.id),
        );
    };
    let pair: ReturnType<typeof noRecipe>;
    let steps = 0;
    for (const [one, two] of race.paths[0]!.slice(0, -1)) {
      const made = (await craft(token, one, two)).json<RaceCraftResult>();
      steps += 1;
      pair = noRecipe(made.attempt);
      if (pair) break;
    }
    // A day whose race has no such pair along that path checks giving up only (the draw
    // is the day's: a test cannot choose it).
    let over = false;
    if (pair) {
      const failed = (await craft(token, pair[0].id, pair[1].id)).json<RaceCraftResult>();
      expect(failed.made).toBeNull();
      expect(failed.attempt.trends).toEqual([
        ...Array.from({ length: steps }, () => 'closer'),
        'further',
      ]);
      expect(failed.attempt.crafts).toBe(steps + 1);
      expect(failed.attempt.items.find((entry) => entry.id === pair[0].id)?.quantity).toBe(
        pair[0].quantity - 1,
      );
      over = failed.attempt.status === 'failed';
      if (over) {
        // That craft spent the last block: the run is over, as the crafting game's rule says.
        expect(
          failed.attempt.items.some((entry) => entry.isBuildingBlock && entry.quantity > 0),
        ).toBe(false);
      }
    }
    if (!over) {
      const gaveUp = await apiCall(t.app, token, 'POST', '/race/attempts/give-up', {});
      expect(gaveUp.json<RaceAttempt>()).toMatchObject({ status: 'failed', scored: true });
    }
    const after = (await raceOf(token)).json<RaceToday>();
    expect(after.result?.status).toBe('failed');
    expect(after.streak.days).toBe(0);
    const again = await apiCall(t.app, token, 'POST', '/race/attempts/give-up', {});
    expect(again.statusCode).toBe(409);
  });

  it('ranks friends by crafts, gives each player an exact world rank, and opens a day’s paths after it', async () => {
    const one = await registeredGuest(t.app);
    const two = await registeredGuest(t.app);
    await befriend(t.app, one.token, two.token);
    const day = await today(t.database);
    const race = await storedRace(t.database, day);
    await apiCall(t.app, two.token, 'POST', '/race/attempts', {});
    const twoDone = await playPath(two.token, race.paths[1]!);
    await apiCall(t.app, one.token, 'POST', '/race/attempts', {});
    const oneDone = await playPath(one.token, race.paths[0]!);
    const score = (attempt: RaceAttempt | null): RaceScore => ({
      outcome: 'finished',
      crafts: attempt?.crafts ?? 0,
      timeMs: attempt?.timeMs ?? 0,
    });
    // In the order they ended (two first): on equal crafts and time, the board puts the
    // earlier end first, and the stable sort keeps that order for a full tie.
    const expected = [
      { isYou: false, ...score(twoDone) },
      { isYou: true, ...score(oneDone) },
    ].sort(compareRaceScores);
    const board = (
      await apiCall(t.app, one.token, 'GET', '/race/board?scope=friends')
    ).json<RaceBoard>();
    expect(board.entries.map((entry) => [entry.isYou, entry.crafts, entry.timeMs])).toEqual(
      expected.map((entry) => [entry.isYou, entry.crafts, entry.timeMs]),
    );
    // Every finisher of this file is in the world's top 10: the exact rank is counted there.
    const world = (await apiCall(t.app, two.token, 'GET', '/race/board')).json<RaceBoard>();
    const better = world.entries.filter(
      (entry) => compareRaceScores({ outcome: 'finished', ...entry }, score(twoDone)) < 0,
    );
    expect(world.me?.rank).toBe(better.length + 1);
    expect(world.finishers).toBe(world.entries.length);

    const todays = await apiCall(t.app, one.token, 'GET', `/race/days/${gameDayLabel(day)}/paths`);
    expect([todays.statusCode, todays.json<{ code: string }>().code]).toEqual([
      409,
      'RACE_DAY_NOT_OVER',
    ]);
    await ensureRaceDay(t.database.db, day - 1);
    // One's attempt, as if played yesterday: the past day's top shows it with its steps.
    await t.database.db.execute(sql`
      INSERT INTO race_attempt (player_id, day, scored, status, stock, steps, crafts,
                                started_at, first_craft_at, ended_at, time_ms)
      SELECT player_id, ${day - 1}, true, status, stock, steps, crafts,
             started_at, first_craft_at, ended_at, time_ms
      FROM race_attempt WHERE player_id = ${one.profile.id} AND day = ${day} AND scored`);
    const past = await apiCall(
      t.app,
      one.token,
      'GET',
      `/race/days/${gameDayLabel(day - 1)}/paths`,
    );
    expect(past.statusCode, past.body).toBe(200);
    const paths = past.json<RacePaths>();
    expect(paths.shortest.length).toBeGreaterThanOrEqual(4);
    expect(paths.shortest.at(-1)?.made?.name).toBe(paths.target.name);
    const oneName = board.entries.find((entry) => entry.isYou)?.name;
    expect(paths.top).toHaveLength(1);
    expect(paths.top[0]).toMatchObject({ rank: 1, name: oneName, crafts: oneDone?.crafts });
    expect(paths.top[0]?.steps).toHaveLength(oneDone?.crafts ?? -1);
    // Today's steps, copied: named from the catalogue, ending on today's target.
    expect(paths.top[0]?.steps.at(-1)?.made?.name).toBe(
      (await raceOf(one.token)).json<RaceToday>().target.name,
    );
    // A newcomer who has not raced today has no entry of their own on the board.
    const newcomer = await registeredGuest(t.app);
    const theirs = (await apiCall(t.app, newcomer.token, 'GET', '/race/board')).json<RaceBoard>();
    expect(theirs.me).toBeNull();
    expect(theirs.entries.length).toBe(world.entries.length);
    const none = await apiCall(t.app, one.token, 'GET', '/race/days/2001-01-01/paths');
    expect(none.statusCode).toBe(404);
    const bad = await apiCall(t.app, one.token, 'GET', '/race/days/yesterday/paths');
    expect(bad.statusCode).toBe(400);
  });

  it('draws the day once across instances, and two crafts at once both count', async () => {
    const other = await t.secondInstance();
    const a = await registeredGuest(t.app);
    const answers = await Promise.all([
      apiCall(t.app, a.token, 'GET', '/race'),
      apiCall(other, a.token, 'GET', '/race'),
    ]);
    const targets = answers.map((answer) => answer.json<RaceToday>().target.id);
    expect(targets[0]).toBe(targets[1]);
    const attempt = (
      await apiCall(t.app, a.token, 'POST', '/race/attempts', {})
    ).json<RaceAttempt>();
    const day = await today(t.database);
    const race = await storedRace(t.database, day);
    const [one, two] = race.paths[0]![0]!;
    expect(attempt.items.length).toBe(race.start.length);
    const both = await Promise.all([
      apiCall(t.app, a.token, 'POST', '/race/attempts/craft', { itemOneId: one, itemTwoId: two }),
      apiCall(other, a.token, 'POST', '/race/attempts/craft', { itemOneId: one, itemTwoId: two }),
    ]);
    const statuses = both.map((answer) => answer.statusCode);
    const ok = both.filter((answer) => answer.statusCode === 200);
    const final = (await raceOf(a.token)).json<RaceToday>().attempt!;
    // Each accepted craft spent its two items once: the count and stock agree.
    expect(final.crafts).toBe(ok.length);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    const spent = (id: string) =>
      race.start.find((entry) => entry.itemId === id)!.quantity -
      final.items.find((entry) => entry.id === id)!.quantity;
    expect(spent(one)).toBe(ok.length);
  });

  it("draws tomorrow's race in the last hour of today, and not before", async () => {
    const day = await today(t.database);
    const turn = gameDayStartMs(day + 2);
    await prepareRaces(t.database.db, turn - 2 * 3_600_000);
    expect(await findRaceDay(t.database.db, day + 2)).toBeNull();
    await Promise.all([
      prepareRaces(t.database.db, turn - 1_800_000),
      prepareRaces(t.database.db, turn - 1_700_000),
    ]);
    expect(await findRaceDay(t.database.db, day + 2)).not.toBeNull();
  });
});
