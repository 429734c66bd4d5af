/**
 * The daily race (docs/RULES.md, "The daily race"): today's race, attempts played on their
 * own stock (never the player's inventory, lab or balances), each craft checked by the
 * race's rule under the player's lock, the board of the day and, once a day has turned, its
 * paths. Nothing a player has not made in the race leaves the server before their attempt
 * ends: no recipe, no path, no distance (the trend of a craft is the share line's colour,
 * known only once the craft is made, as the player could work it out).
 */
import {
  checkRaceAttemptOpen,
  checkRaceDayOver,
  compareRaceScores,
  countDay,
  gameDayFromLabel,
  gameDayLabel,
  gameDayNumber,
  nextDayTurnMs,
  raceCraft,
  streakView,
  type RaceScore,
} from '@alchemy/game-rules';
import {
  avatarPath,
  type RaceAttempt,
  type RaceBoard,
  type RaceBoardEntry,
  type RaceCraftResult,
  type RacePaths,
  type RacePathStep,
  type RaceTarget,
  type RaceToday,
} from '@alchemy/contracts';
import type { Locked } from '../db/locked';
import { orRefuse, ruleFailure } from '../lib/rule-error-http';
import { itemImageUrl, rarityOf, toGameItem } from '../mappers/items';
import { friendsOf } from '../repositories/friends';
import type { PlayerRow } from '../repositories/players';
import { databaseNowMs } from '../repositories/progress';
import {
  countFinish,
  endedAttemptsOf,
  findRaceDay,
  insertAttempt,
  latestAttempt,
  parseAttemptSteps,
  parseAttemptStock,
  playingAttempt,
  raceStreakOf,
  raceStanding,
  raceWorldRank,
  RacePathsStored,
  RaceStartStored,
  saveRaceStreak,
  scoredAttempt,
  topAttempts,
  topAttemptsWithSteps,
  updateAttempt,
  type BoardAttempt,
  type BoardRow,
  type RaceAttemptRow,
  type RaceDayRow,
  type RaceStepStored,
} from '../repositories/race';
import { parseStored } from '../lib/stored-data';
import type { Tx } from '../db/database';
import { readClockMs, type ServiceContext } from './context';
import { ensureRaceDay, prepareRaces } from './race-day-service';
import { itemRowOf, raceCatalogue, type RaceCatalogue } from './race-graph';
import { inTransaction } from './transaction';

/** Rows of the world board. */
const RACE_BOARD_TOP = 10;
/** Players whose paths open the day after. */
const PATHS_OF_TOP = 3;

function toTarget(catalogue: RaceCatalogue, id: string): RaceTarget {
  const row = itemRowOf(catalogue, id);
  return { id: row.id, name: row.name, imageUrl: itemImageUrl(row), rarity: rarityOf(row) };
}

function elapsedMs(row: RaceAttemptRow, nowMs: number): number {
  if (row.timeMs !== null) return row.timeMs;
  return row.firstCraftAt ? Math.max(0, Math.round(nowMs - row.firstCraftAt.getTime())) : 0;
}

function toAttempt(catalogue: RaceCatalogue, row: RaceAttemptRow, nowMs: number): RaceAttempt {
  const stock = parseAttemptStock(row);
  const steps = parseAttemptSteps(row);
  const status = row.status === 'finished' || row.status === 'failed' ? row.status : 'playing';
  return {
    id: row.id,
    scored: row.scored,
    status,
    items: stock.map(([id, quantity]) => toGameItem(itemRowOf(catalogue, id), { quantity })),
    crafts: row.crafts,
    trends: steps.map((step) => step.trend),
    timeMs: elapsedMs(row, nowMs),
    firstCraftAt: row.firstCraftAt ? row.firstCraftAt.toISOString() : null,
  };
}

function scoreOf(row: BoardAttempt): RaceScore {
  return {
    outcome: row.status === 'finished' ? 'finished' : 'failed',
    crafts: row.crafts,
    timeMs: row.timeMs ?? 0,
  };
}

async function raceStreak(ctx: ServiceContext, playerId: string, today: number) {
  const row = await raceStreakOf(ctx.db, playerId);
  const view = streakView(
    {
      days: row?.days ?? 0,
      best: row?.best ?? 0,
      lastDay: row?.lastDay ?? null,
      lastFreezeDay: row?.lastFreezeDay ?? null,
    },
    today,
    new Set(),
  );
  return { days: view.days, best: view.best, todayCounted: view.todayCounted };
}

/** GET /race. */
export async function todaysRace(ctx: ServiceContext, current: PlayerRow): Promise<RaceToday> {
  const nowMs = await readClockMs(ctx);
  const day = gameDayNumber(nowMs);
  const next = nextDayTurnMs(nowMs);
  const [catalogue] = await Promise.all([raceCatalogue(ctx.db), prepareRaces(ctx.db, nowMs)]);
  const race = await ensureRaceDay(ctx.db, day);
  const [attempt, scored, streak] = await Promise.all([
    latestAttempt(ctx.db, current.id, day),
    scoredAttempt(ctx.db, current.id, day),
    raceStreak(ctx, current.id, day),
  ]);
  const ended = scored && scored.status !== 'playing' ? scored : null;
  return {
    day: gameDayLabel(day),
    target: toTarget(catalogue, race.targetId),
    nextRaceAt: new Date(next).toISOString(),
    secondsToNextRace: Math.max(0, Math.ceil((next - nowMs) / 1000)),
    attempt: attempt ? toAttempt(catalogue, attempt, nowMs) : null,
    result: ended
      ? {
          status: ended.status === 'finished' ? 'finished' : 'failed',
          crafts: ended.crafts,
          timeMs: ended.timeMs ?? 0,
          trends: parseAttemptSteps(ended).map((step) => step.trend),
          rank: await raceWorldRank(ctx.db, ended),
        }
      : null,
    streak,
  };
}

function startStock(race: RaceDayRow): Array<[string, number]> {
  const start = parseStored(RaceStartStored, race.start, `start of race ${race.day}`);
  return start.map((entry) => [entry.itemId, entry.quantity]);
}

/** Ends an attempt as failed ('run over', or given up): its time stops now. */
async function fail(tx: Tx, owner: Locked<PlayerRow>, row: RaceAttemptRow, nowMs: number) {
  return updateAttempt(tx, owner, row.id, {
    status: 'failed',
    endedAt: new Date(nowMs),
    timeMs: elapsedMs(row, nowMs),
  });
}

/**
 * POST /race/attempts: the attempt under way, or a new one: the day's scored attempt first,
 * a practice replay once it has ended. An attempt left from an earlier day ends as failed.
 */
export async function startRace(ctx: ServiceContext, current: PlayerRow): Promise<RaceAttempt> {
  const catalogue = await raceCatalogue(ctx.db);
  const day = gameDayNumber(await databaseNowMs(ctx.db));
  const race = await ensureRaceDay(ctx.db, day);
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const today = gameDayNumber(me.nowMs);
    const playing = await playingAttempt(tx, me);
    if (playing && playing.day === today) return toAttempt(catalogue, playing, me.nowMs);
    if (playing) await fail(tx, me, playing, me.nowMs);
    // The day turned between the read above and the lock: that day's race is drawn anew.
    const todays = race.day === today ? race : await ensureRaceDay(ctx.db, today);
    const scored = await scoredAttempt(tx, me.id, today);
    const row = await insertAttempt(tx, me, {
      day: today,
      scored: scored === null,
      stock: startStock(todays),
    });
    return toAttempt(catalogue, row, me.nowMs);
  });
}

/** POST /race/attempts/craft: one craft of the attempt under way, by the race's rule. */
export async function craftInRace(
  ctx: ServiceContext,
  current: PlayerRow,
  oneId: string,
  twoId: string,
): Promise<RaceCraftResult> {
  const catalogue = await raceCatalogue(ctx.db);
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const attempt = orRefuse(checkRaceAttemptOpen(await playingAttempt(tx, me)));
    const race = await findRaceDay(tx, attempt.day);
    if (!race) throw new Error(`attempt ${attempt.id} has no race`);
    const pairs = parseAttemptStock(attempt);
    const stock = new Map(pairs);
    const craft = raceCraft(catalogue.graph, stock, race.targetId, oneId, twoId);
    if (!craft.ok && craft.error.code === 'ITEM_NOT_HELD') {
      // The rule knows items by id; the player knows them by name.
      const name = catalogue.items.get(craft.error.itemName)?.name ?? craft.error.itemName;
      throw ruleFailure({ code: 'ITEM_NOT_HELD', itemName: name });
    }
    const { made, trend, won, over, stock: after } = orRefuse(craft);
    const nextPairs: Array<[string, number]> = pairs.map(([id]) => [id, after.get(id) ?? 0]);
    const isNew = made !== null && !stock.has(made);
    if (made !== null && isNew) nextPairs.push([made, after.get(made) ?? 1]);
    const firstCraftAt = attempt.firstCraftAt ?? new Date(me.nowMs);
    const steps: RaceStepStored[] = [
      ...parseAttemptSteps(attempt),
      { one: oneId, two: twoId, made, trend },
    ];
    const ends = won || over;
    const timeMs = ends ? Math.max(0, Math.round(me.nowMs - firstCraftAt.getTime())) : null;
    const row = await updateAttempt(tx, me, attempt.id, {
      stock: nextPairs,
      steps,
      crafts: attempt.crafts + 1,
      firstCraftAt,
      ...(ends ? { status: won ? 'finished' : 'failed', endedAt: new Date(me.nowMs), timeMs } : {}),
    });
    if (won && row.scored && timeMs !== null) {
      const streak = await raceStreakOf(tx, me.id);
      const counted = countDay(
        {
          days: streak?.days ?? 0,
          best: streak?.best ?? 0,
          lastDay: streak?.lastDay ?? null,
          lastFreezeDay: streak?.lastFreezeDay ?? null,
        },
        row.day,
      );
      await saveRaceStreak(tx, me, counted.state);
      // A world row, so written last (docs/ARCHITECTURE.md, "Lock order").
      await countFinish(tx, row.day, row.crafts, timeMs);
    }
    return {
      made:
        made === null
          ? null
          : toGameItem(itemRowOf(catalogue, made), { quantity: after.get(made) ?? 1 }),
      isNew,
      attempt: toAttempt(catalogue, row, me.nowMs),
    };
  });
}

/** POST /race/attempts/give-up: the attempt under way ends as failed. */
export async function giveUpRace(ctx: ServiceContext, current: PlayerRow): Promise<RaceAttempt> {
  const catalogue = await raceCatalogue(ctx.db);
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const attempt = orRefuse(checkRaceAttemptOpen(await playingAttempt(tx, me)));
    return toAttempt(catalogue, await fail(tx, me, attempt, me.nowMs), me.nowMs);
  });
}

function toBoardEntry(row: BoardRow, rank: number, meId: string): RaceBoardEntry {
  return {
    rank,
    name: row.player.name,
    avatarUrl: avatarPath(row.player.avatarSeed),
    isYou: row.player.id === meId,
    status: row.attempt.status === 'finished' ? 'finished' : 'failed',
    crafts: row.attempt.crafts,
    timeMs: row.attempt.timeMs ?? 0,
  };
}

/** Ranks rows already in board order: ties (failed attempts) share a rank. */
function ranked(rows: readonly BoardRow[], meId: string) {
  const entries: RaceBoardEntry[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const tied =
      previous && compareRaceScores(scoreOf(previous.attempt), scoreOf(row.attempt)) === 0;
    const rank = tied ? (entries[index - 1]?.rank ?? index + 1) : index + 1;
    entries.push(toBoardEntry(row, rank, meId));
  });
  return entries;
}

/** GET /race/board: today's world or friends board, and the player's own exact rank. */
export async function raceBoard(
  ctx: ServiceContext,
  current: PlayerRow,
  scope: 'world' | 'friends',
): Promise<RaceBoard> {
  const day = gameDayNumber(await readClockMs(ctx));
  // Two independent reads at once: the player's own entry with the count, and the board.
  const boardRows = async () => {
    if (scope === 'world') return topAttempts(ctx.db, day, RACE_BOARD_TOP);
    const friends = await friendsOf(ctx.db, current.id);
    const ids = [current.id, ...friends.map((entry) => entry.friend.id)];
    return endedAttemptsOf(ctx.db, day, ids);
  };
  const [standing, rows] = await Promise.all([raceStanding(ctx.db, current.id, day), boardRows()]);
  const { mine, finishers } = standing;
  const me: RaceBoardEntry | null =
    mine && mine.attempt.status !== 'playing'
      ? toBoardEntry({ attempt: mine.attempt, player: current }, mine.rank, current.id)
      : null;
  const entries = ranked(rows, current.id);
  return { day: gameDayLabel(day), scope, entries, me, finishers };
}

function pathStep(catalogue: RaceCatalogue, one: string, two: string, made: string | null) {
  const item = (id: string) => {
    const row = itemRowOf(catalogue, id);
    return { name: row.name, imageUrl: itemImageUrl(row) };
  };
  const step: RacePathStep = { one: item(one), two: item(two), made: made ? item(made) : null };
  return step;
}

/** GET /race/days/{day}/paths: a day's shortest path and its top three's, once it is over. */
export async function racePaths(
  ctx: ServiceContext,
  _current: PlayerRow,
  label: string,
): Promise<RacePaths> {
  const day = gameDayFromLabel(label);
  if (day === null) throw ruleFailure({ code: 'RACE_NOT_FOUND' });
  orRefuse(checkRaceDayOver(day, gameDayNumber(await databaseNowMs(ctx.db))));
  const race = await findRaceDay(ctx.db, day);
  if (!race) throw ruleFailure({ code: 'RACE_NOT_FOUND' });
  const catalogue = await raceCatalogue(ctx.db);
  const [shortest = []] = parseStored(RacePathsStored, race.paths, `paths of race ${day}`);
  const top = await topAttemptsWithSteps(ctx.db, day, PATHS_OF_TOP);
  return {
    day: gameDayLabel(day),
    target: toTarget(catalogue, race.targetId),
    start: startStock(race).map(([id, quantity]) => {
      const row = itemRowOf(catalogue, id);
      return { name: row.name, imageUrl: itemImageUrl(row), quantity };
    }),
    shortest: shortest.map(([one, two, made]) => pathStep(catalogue, one, two, made)),
    top: top.map((row, index) => ({
      rank: index + 1,
      name: row.player.name,
      avatarUrl: avatarPath(row.player.avatarSeed),
      crafts: row.attempt.crafts,
      timeMs: row.attempt.timeMs ?? 0,
      steps: parseAttemptSteps(row.attempt).map((step) =>
        pathStep(catalogue, step.one, step.two, step.made),
      ),
    })),
  };
}
