/**
 * SQL for ranked seasons (docs/RULES.md, "Ranked seasons"): a player's rating row of a
 * season, the season board's top and a player's exact rank from the counts per whole point
 * (kept by a trigger on season_rating, migration 0018), and the season end's rewards. A
 * rating row is written only under its player's lock; the counts are world rows.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { player, seasonEnd, seasonRating, seasonRatingCount, seasonReward } from '../db/schema';
import type { PlayerRow } from './players';
import { preparedPerDatabase } from '../db/prepared-per-database';

export type SeasonRatingRow = typeof seasonRating.$inferSelect;

/** The player's row of `season`, or of the latest season before it (null: never rated). */
export async function latestRatingUpTo(
  db: Db | Tx,
  playerId: string,
  season: number,
): Promise<SeasonRatingRow | null> {
  const [row] = await db
    .select()
    .from(seasonRating)
    .where(and(eq(seasonRating.playerId, playerId), lte(seasonRating.season, season)))
    .orderBy(desc(seasonRating.season))
    .limit(1);
  return row ?? null;
}

// `nulls last` as the board index is built (drizzle's desc()): a plain DESC means NULLS
// FIRST, which the planner will not match to that index, and sorts a million rows instead.
const BOARD_ORDER = [sql`${seasonRating.points} desc nulls last`, asc(seasonRating.playerId)];

export type BoardRow = { rating: SeasonRatingRow; player: PlayerRow };

/** The season board's top `limit`: more points first, then by id (no two tie). */
export async function topRatings(db: Db, season: number, limit: number): Promise<BoardRow[]> {
  const query = topQueries(db);
  return query.execute({ season, limit });
}

/**
 * The season board's two reads (topRatings, boardStanding), asked by every player who opens
 * it, are prepared once per database like the session's: built once, not on every call,
 * and on PostgreSQL planned once per connection (the board's goal is p99 under 10 ms at a
 * million players).
 */
const topQueries = preparedPerDatabase(topQuery);
function topQuery(db: Db) {
  return db
    .select({ rating: seasonRating, player })
    .from(seasonRating)
    .innerJoin(player, eq(player.id, seasonRating.playerId))
    .where(eq(seasonRating.season, sql.placeholder('season')))
    .orderBy(...BOARD_ORDER)
    .limit(sql.placeholder('limit'))
    .prepare('season_board_top');
}

/** The season rows of these players, in board order. */
export async function ratingsOf(
  db: Db | Tx,
  season: number,
  ids: readonly string[],
): Promise<BoardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ rating: seasonRating, player })
    .from(seasonRating)
    .innerJoin(player, eq(player.id, seasonRating.playerId))
    .where(and(eq(seasonRating.season, season), inArray(seasonRating.playerId, [...ids])))
    .orderBy(...BOARD_ORDER);
}

/**
 * 1 for the first of the season: the players at more points (summed from the counts, a
 * few thousand rows at most), then the few at the same points with a lower id. The one
 * rank rule, as SQL: `points` and `playerId` are values, or the outer query's columns
 * (the alias `t` keeps the tie count from hiding them).
 */
function rankSql(
  season: number | Placeholder,
  points: SQL | number,
  playerId: SQL | string,
): SQL<number> {
  return sql<number>`(1
    + (select coalesce(sum(c.players), 0) from ${seasonRatingCount} c
       where c.season = ${season} and c.points > ${points})
    + (select count(*) from ${seasonRating} t
       where t.season = ${season} and t.points = ${points} and t.player_id < ${playerId}))::int`;
}

/** The exact rank of a rating row of the season (rankSql). */
export async function seasonRank(
  db: Db | Tx,
  row: Pick<SeasonRatingRow, 'season' | 'points' | 'playerId'>,
): Promise<number> {
  const [answer] = await db
    .select({ rank: rankSql(row.season, row.points, sql`${row.playerId}::uuid`) })
    .from(sql`(select 1) as one`);
  return answer?.rank ?? 1;
}

/** What the season board says around its list: the player's row and rank, the count, the end. */
export interface BoardStanding {
  mine: (BoardRow & { rank: number }) | null;
  players: number;
  ended: boolean;
}

/**
 * The player's row of the season with its exact rank (as `seasonRank` counts it), the
 * players rated and whether the season's end is done: one statement, one round trip, for
 * the board that a million players ask for (the goal is p99 under 10 ms).
 */
export async function boardStanding(
  db: Db,
  season: number,
  playerId: string,
): Promise<BoardStanding> {
  const query = standingQueries(db);
  const [row] = await query.execute({ season, playerId });
  if (!row) throw new Error("the season board's standing query answered no row");
  return {
    mine:
      row.rating && row.player ? { rating: row.rating, player: row.player, rank: row.rank } : null,
    players: row.players,
    ended: row.ended,
  };
}

const standingQueries = preparedPerDatabase(standingQuery);
function standingQuery(db: Db) {
  const season = sql.placeholder('season');
  return db
    .select({
      rating: seasonRating,
      player,
      rank: rankSql(season, sql`${seasonRating.points}`, sql`${seasonRating.playerId}`),
      players: sql<number>`(select coalesce(sum(c.players), 0) from ${seasonRatingCount} c
        where c.season = ${season})::int`,
      ended: sql<boolean>`exists (select 1 from ${seasonEnd} e where e.season = ${season})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      seasonRating,
      and(eq(seasonRating.season, season), eq(seasonRating.playerId, sql.placeholder('playerId'))),
    )
    .leftJoin(player, eq(player.id, seasonRating.playerId))
    .prepare('season_board_standing');
}

const SeasonsAnswer = z.object({ rows: z.array(z.object({ season: z.number().int() })) });

/** Seasons before `current` that have ratings and whose end is not done, oldest first. */
export async function seasonsToEnd(db: Db | Tx, current: number): Promise<number[]> {
  // The counts table has a row per season and point: a few thousand, not a row a player.
  const answer: unknown = await db.execute(sql`
    select distinct ${seasonRatingCount.season} as season from ${seasonRatingCount}
    where ${seasonRatingCount.season} < ${current}
      and not exists (select 1 from ${seasonEnd} where ${seasonEnd.season} = ${seasonRatingCount.season})
    order by 1`);
  return SeasonsAnswer.parse(answer).rows.map((row) => row.season);
}

/**
 * Up to `limit` players of the season owed a reward (enough rated duels, none paid yet),
 * by id after `afterId`: each batch starts where the last ended, one pass over the season.
 */
export async function playersOwedReward(
  db: Db | Tx,
  season: number,
  minRatedDuels: number,
  page: { afterId: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ playerId: seasonRating.playerId })
    .from(seasonRating)
    .where(
      and(
        eq(seasonRating.season, season),
        page.afterId === null ? undefined : gt(seasonRating.playerId, page.afterId),
        sql`${seasonRating.ratedDuels} >= ${minRatedDuels}`,
        sql`not exists (select 1 from ${seasonReward} where ${seasonReward.season} = ${season} and ${seasonReward.playerId} = ${seasonRating.playerId})`,
      ),
    )
    .orderBy(asc(seasonRating.playerId))
    .limit(page.limit);
  return rows.map((row) => row.playerId);
}

export async function ratingRowsOf(
  db: Db | Tx,
  season: number,
  ids: readonly string[],
): Promise<SeasonRatingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(seasonRating)
    .where(and(eq(seasonRating.season, season), inArray(seasonRating.playerId, [...ids])));
}

export interface RewardRow {
  season: number;
  tier: string;
  credits: number;
  diamonds: number;
  magicDust: number;
}

/** Records the reward; false when it was already paid (the key pays it once). */
export async function recordReward(
  tx: Tx,
  owner: Locked<PlayerRow>,
  reward: RewardRow,
): Promise<boolean> {
  const rows = await tx
    .insert(seasonReward)
    .values({ ...reward, playerId: owner.id })
    .onConflictDoNothing()
    .returning({ playerId: seasonReward.playerId });
  return rows.length > 0;
}

export async function findReward(db: Db | Tx, season: number, playerId: string) {
  const [row] = await db
    .select()
    .from(seasonReward)
    .where(and(eq(seasonReward.season, season), eq(seasonReward.playerId, playerId)))
    .limit(1);
  return row ?? null;
}

/** Marks the season's end done, with how many players it rewarded. */
export async function markSeasonEnded(tx: Tx, season: number): Promise<void> {
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(seasonReward)
    .where(eq(seasonReward.season, season));
  await tx
    .insert(seasonEnd)
    .values({ season, rewarded: counted?.n ?? 0 })
    .onConflictDoNothing();
}

export async function findSeasonEnd(db: Db | Tx, season: number) {
  const [row] = await db.select().from(seasonEnd).where(eq(seasonEnd.season, season)).limit(1);
  return row ?? null;
}
