/**
 * SQL for the daily race (db/race-schema.ts): the day's race, stored once; attempts; the
 * board, with a player's exact rank from the counts per crafts and per second (the same idea
 * as the leaderboard's counts per level: a rank adds up a few count rows and counts only the
 * handful tied in the same second); and the race's streak.
 */
import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { CRAFT_TRENDS } from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import {
  item,
  player,
  raceAttempt,
  raceBoardCrafts,
  raceBoardSecond,
  raceDay,
  raceStreak,
  recipe,
} from '../db/schema';
import { parseStored } from '../lib/stored-data';
import type { PlayerRow } from './players';
import { preparedPerDatabase } from '../db/prepared-per-database';

export type RaceDayRow = typeof raceDay.$inferSelect;
export type RaceAttemptRow = typeof raceAttempt.$inferSelect;

/**
 * What a board shows of an attempt and its player, and all it reads: a board row is asked
 * for by every player who opens the board, and the whole rows would carry the attempt's
 * stock and steps (JSON) and the player's balances to be parsed and dropped.
 */
const boardAttempt = {
  status: raceAttempt.status,
  crafts: raceAttempt.crafts,
  timeMs: raceAttempt.timeMs,
};
const boardPlayer = { id: player.id, name: player.name, avatarSeed: player.avatarSeed };
export type BoardAttempt = Pick<RaceAttemptRow, keyof typeof boardAttempt>;
export interface BoardRow {
  attempt: BoardAttempt;
  player: Pick<PlayerRow, keyof typeof boardPlayer>;
}

export const RaceStartStored = z.array(z.object({ itemId: z.string(), quantity: z.number() }));
export const RacePathsStored = z.array(z.array(z.tuple([z.string(), z.string(), z.string()])));
/** The stock as [itemId, quantity] pairs: the starting blocks first, then items as made. */
const RaceStockStored = z.array(z.tuple([z.string(), z.number().int().min(0)]));
const RaceStepsStored = z.array(
  z.object({
    one: z.string(),
    two: z.string(),
    made: z.string().nullable(),
    trend: z.enum(CRAFT_TRENDS),
  }),
);
export type RaceStepStored = z.infer<typeof RaceStepsStored>[number];

/** The curated catalogue's items (the race never uses generated ones). */
export async function catalogueItemRows(db: Db | Tx) {
  return db.select().from(item).where(eq(item.source, 'catalogue'));
}

/** The curated catalogue's recipes, by item id (generated ones are not the race's). */
export async function catalogueRecipeRows(db: Db | Tx) {
  const result = alias(item, 'result');
  return db
    .select({ one: recipe.itemA, two: recipe.itemB, result: recipe.resultId })
    .from(recipe)
    .innerJoin(result, eq(result.id, recipe.resultId))
    .where(eq(result.source, 'catalogue'))
    .orderBy(asc(recipe.itemA), asc(recipe.itemB));
}

export async function findRaceDay(db: Db | Tx, day: number): Promise<RaceDayRow | null> {
  const [row] = await db.select().from(raceDay).where(eq(raceDay.day, day));
  return row ?? null;
}

/** Stores the day's race unless another instance did first; answers the stored one. */
export async function insertRaceDayOnce(
  db: Db,
  values: typeof raceDay.$inferInsert,
): Promise<RaceDayRow> {
  await db.insert(raceDay).values(values).onConflictDoNothing();
  const stored = await findRaceDay(db, values.day);
  if (!stored) throw new Error(`the race of day ${values.day} could not be stored`);
  return stored;
}

/** The player's latest attempt at a day's race. */
export async function latestAttempt(
  db: Db | Tx,
  playerId: string,
  day: number,
): Promise<RaceAttemptRow | null> {
  const [row] = await db
    .select()
    .from(raceAttempt)
    .where(and(eq(raceAttempt.playerId, playerId), eq(raceAttempt.day, day)))
    .orderBy(desc(raceAttempt.startedAt), desc(raceAttempt.scored))
    .limit(1);
  return row ?? null;
}

export async function scoredAttempt(
  db: Db | Tx,
  playerId: string,
  day: number,
): Promise<RaceAttemptRow | null> {
  const [row] = await db
    .select()
    .from(raceAttempt)
    .where(
      and(
        eq(raceAttempt.playerId, playerId),
        eq(raceAttempt.day, day),
        eq(raceAttempt.scored, true),
      ),
    );
  return row ?? null;
}

/** The attempt under way, read under its player's lock (the only writer of it). */
export async function playingAttempt(
  tx: Tx,
  owner: Locked<PlayerRow>,
): Promise<RaceAttemptRow | null> {
  const [row] = await tx
    .select()
    .from(raceAttempt)
    .where(and(eq(raceAttempt.playerId, owner.id), eq(raceAttempt.status, 'playing')));
  return row ?? null;
}

export async function insertAttempt(
  tx: Tx,
  owner: Locked<PlayerRow>,
  values: { day: number; scored: boolean; stock: Array<[string, number]> },
): Promise<RaceAttemptRow> {
  const [row] = await tx
    .insert(raceAttempt)
    .values({ playerId: owner.id, ...values })
    .returning();
  if (!row) throw new Error('a race attempt was not stored');
  return row;
}

export async function updateAttempt(
  tx: Tx,
  owner: Locked<PlayerRow>,
  id: string,
  values: Partial<
    Pick<
      RaceAttemptRow,
      'status' | 'stock' | 'steps' | 'crafts' | 'firstCraftAt' | 'endedAt' | 'timeMs'
    >
  >,
): Promise<RaceAttemptRow> {
  const [row] = await tx
    .update(raceAttempt)
    .set(values)
    .where(and(eq(raceAttempt.id, id), eq(raceAttempt.playerId, owner.id)))
    .returning();
  if (!row) throw new Error(`race attempt ${id} vanished under its player's lock`);
  return row;
}

/** Counts a finished scored attempt on its day's board: world rows, written last. */
export async function countFinish(
  tx: Tx,
  day: number,
  crafts: number,
  timeMs: number,
): Promise<void> {
  await tx
    .insert(raceBoardCrafts)
    .values({ day, crafts, players: 1 })
    .onConflictDoUpdate({
      target: [raceBoardCrafts.day, raceBoardCrafts.crafts],
      set: { players: sql`${raceBoardCrafts.players} + 1` },
    });
  await tx
    .insert(raceBoardSecond)
    .values({ day, crafts, second: Math.floor(timeMs / 1000), players: 1 })
    .onConflictDoUpdate({
      target: [raceBoardSecond.day, raceBoardSecond.crafts, raceBoardSecond.second],
      set: { players: sql`${raceBoardSecond.players} + 1` },
    });
}

/** The players who finished the day's race, from its counts. */
const finishersSql = (day: number | Placeholder) =>
  sql<number>`(select coalesce(sum(c.players), 0) from ${raceBoardCrafts} c
    where c.day = ${day})::int`;

/**
 * The rank rule, once, for the attempt whose status, crafts and time these expressions give
 * (its columns, or values): 1 for the day's best. A finished attempt ranks after those with
 * fewer crafts, those with as many crafts in earlier whole seconds, and the few in its own
 * second with less time; a failed one after every finisher.
 */
function raceRankSql(
  day: number | Placeholder,
  status: SQL,
  crafts: SQL,
  timeMs: SQL,
): SQL<number> {
  return sql<number>`(case when ${status} = 'finished' and ${timeMs} is not null then 1
    + (select coalesce(sum(c.players), 0) from ${raceBoardCrafts} c
        where c.day = ${day} and c.crafts < ${crafts})
    + (select coalesce(sum(s.players), 0) from ${raceBoardSecond} s
        where s.day = ${day} and s.crafts = ${crafts} and s.second < ${timeMs} / 1000)
    + (select count(*) from ${raceAttempt} a
        where a.day = ${day} and a.scored and a.status = 'finished' and a.crafts = ${crafts}
          and a.time_ms >= ${timeMs} / 1000 * 1000 and a.time_ms < ${timeMs})
    else ${finishersSql(day)} + 1 end)::int`;
}

/** The attempt's exact rank on its day's board (raceRankSql). */
export async function raceWorldRank(
  db: Db | Tx,
  attempt: Pick<RaceAttemptRow, 'day' | 'status' | 'crafts' | 'timeMs'>,
): Promise<number> {
  const rank = raceRankSql(
    attempt.day,
    sql`${attempt.status}::text`,
    sql`${attempt.crafts}::int`,
    sql`${attempt.timeMs}::int`,
  );
  const [row] = await db.select({ rank }).from(sql`(select 1) as one`);
  if (!row) throw new Error('the race rank query answered no row');
  return row.rank;
}

/**
 * The player's scored attempt of the day with its exact rank (raceRankSql), and the day's
 * finishers: one statement, one round trip, for the board a million players ask for (the
 * goal is p99 under 10 ms).
 */
export async function raceStanding(
  db: Db,
  playerId: string,
  day: number,
): Promise<{ mine: { attempt: BoardAttempt; rank: number } | null; finishers: number }> {
  const query = standingQueries(db);
  const [row] = await query.execute({ day, playerId });
  if (!row) throw new Error("the race board's standing query answered no row");
  return {
    mine: row.attempt ? { attempt: row.attempt, rank: row.rank } : null,
    finishers: row.finishers,
  };
}

/**
 * The race board's two reads (raceStanding, topAttempts), asked by every player who opens
 * it, are prepared once per database like the session's: built once, not on every call,
 * and on PostgreSQL planned once per connection (the board's goal is p99 under 10 ms at a
 * million players).
 */
const standingQueries = preparedPerDatabase(standingQuery);
function standingQuery(db: Db) {
  const day = sql.placeholder('day');
  return db
    .select({
      attempt: boardAttempt,
      rank: raceRankSql(
        day,
        sql`${raceAttempt.status}`,
        sql`${raceAttempt.crafts}`,
        sql`${raceAttempt.timeMs}`,
      ),
      finishers: finishersSql(day),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      raceAttempt,
      and(
        eq(raceAttempt.playerId, sql.placeholder('playerId')),
        eq(raceAttempt.day, day),
        // Literals, not parameters: a generic plan must see the board index's predicate.
        sql`${raceAttempt.scored}`,
      ),
    )
    .prepare('race_board_standing');
}

const BOARD_ORDER = [
  sql`case when ${raceAttempt.status} = 'finished' then 0 else 1 end`,
  asc(raceAttempt.crafts),
  asc(raceAttempt.timeMs),
  asc(raceAttempt.endedAt),
];

/** The day's best scored attempts that ended, with their players, as the board shows them. */
export async function topAttempts(db: Db, day: number, limit: number): Promise<BoardRow[]> {
  const query = topQueries(db);
  return query.execute({ day, limit });
}

/** The day's best attempts as topAttempts, whole, with their steps (a day's paths). */
export async function topAttemptsWithSteps(db: Db, day: number, limit: number) {
  const query = db
    .select({ attempt: raceAttempt, player: boardPlayer })
    .from(raceAttempt)
    .innerJoin(player, eq(player.id, raceAttempt.playerId));
  return finishedInBoardOrder(query.$dynamic()).execute({ day, limit });
}

const topQueries = preparedPerDatabase((db: Db) => {
  const query = db
    .select({ attempt: boardAttempt, player: boardPlayer })
    .from(raceAttempt)
    .innerJoin(player, eq(player.id, raceAttempt.playerId));
  return finishedInBoardOrder(query.$dynamic()).prepare('race_board_top');
});

/** Narrows a read of attempts to the day's finishes (`day`), best first, `limit` of them. */
function finishedInBoardOrder<Query extends PgSelect>(query: Query) {
  return (
    query
      .where(
        and(
          eq(raceAttempt.day, sql.placeholder('day')),
          // Literals, not parameters: a generic plan must see the board index's predicate.
          sql`${raceAttempt.scored}`,
          sql`${raceAttempt.status} = 'finished'`,
        ),
      )
      // Only finished ones: the board's index gives this order without sorting the day.
      .orderBy(asc(raceAttempt.crafts), asc(raceAttempt.timeMs), asc(raceAttempt.endedAt))
      .limit(sql.placeholder('limit'))
  );
}

/** The scored attempts that ended of these players on a day. */
export async function endedAttemptsOf(
  db: Db | Tx,
  day: number,
  playerIds: readonly string[],
): Promise<BoardRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .select({ attempt: boardAttempt, player: boardPlayer })
    .from(raceAttempt)
    .innerJoin(player, eq(player.id, raceAttempt.playerId))
    .where(
      and(
        eq(raceAttempt.day, day),
        eq(raceAttempt.scored, true),
        inArray(raceAttempt.status, ['finished', 'failed']),
        inArray(raceAttempt.playerId, [...playerIds]),
      ),
    )
    .orderBy(...BOARD_ORDER);
}

export type RaceStreakRow = typeof raceStreak.$inferSelect;

export async function raceStreakOf(db: Db | Tx, playerId: string): Promise<RaceStreakRow | null> {
  const [row] = await db.select().from(raceStreak).where(eq(raceStreak.playerId, playerId));
  return row ?? null;
}

/** Written only under the player's lock, so it takes no lock of its own. */
export async function saveRaceStreak(
  tx: Tx,
  owner: Locked<PlayerRow>,
  state: Omit<RaceStreakRow, 'playerId'>,
): Promise<void> {
  await tx
    .insert(raceStreak)
    .values({ playerId: owner.id, ...state })
    .onConflictDoUpdate({ target: raceStreak.playerId, set: state });
}

export function parseAttemptStock(row: Pick<RaceAttemptRow, 'id' | 'stock'>) {
  return parseStored(RaceStockStored, row.stock, `stock of race attempt ${row.id}`);
}

export function parseAttemptSteps(row: Pick<RaceAttemptRow, 'id' | 'steps'>) {
  return parseStored(RaceStepsStored, row.steps, `steps of race attempt ${row.id}`);
}
