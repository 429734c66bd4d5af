/**
 * SQL for the leaderboard: the top of the world, and one player's exact rank from the
 * counts the player table's trigger keeps (migration 0006): the players at higher levels,
 * at the same level with more experience, at the same level and experience on earlier
 * days, then a count of the few tied on the same day.
 */
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { leaderboardDay, leaderboardLevel, leaderboardScore, player } from '../db/schema';
import type { PlayerRow } from './players';
import { preparedPerDatabase } from '../db/prepared-per-database';

const ORDER = [desc(player.level), desc(player.experience), asc(player.createdAt), asc(player.id)];

export async function topPlayers(db: Db, limit: number): Promise<PlayerRow[]> {
  const query = topQueries(db);
  return query.execute({ limit });
}

/**
 * The leaderboard's reads, asked by every player who opens it, are prepared once per
 * database like the session's: built once, not on every call, and on PostgreSQL planned
 * once per connection (the goal is p99 under 10 ms at a million players).
 */
const topQueries = preparedPerDatabase(topQuery);
const rankQueries = preparedPerDatabase(rankQuery);
function topQuery(db: Db) {
  return db
    .select()
    .from(player)
    .orderBy(...ORDER)
    .limit(sql.placeholder('limit'))
    .prepare('leaderboard_top');
}

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** 1 for the first player of the world. */
export async function worldRank(
  db: Db,
  who: Pick<PlayerRow, 'id' | 'level' | 'experience' | 'createdAt'>,
): Promise<number> {
  const query = rankQueries(db);
  const [row] = await query.execute({
    level: who.level,
    experience: who.experience,
    createdAt: who.createdAt.toISOString(),
    id: who.id,
  });
  return row?.rank ?? 1;
}

function rankQuery(db: Db) {
  const level = sql.placeholder('level');
  const experience = sql.placeholder('experience');
  const createdAt = sql`${sql.placeholder('createdAt')}::timestamptz`;
  const dayStart = sql`date_trunc('day', ${createdAt} at time zone 'UTC') at time zone 'UTC'`;
  const higherLevels = db
    .select({ n: sumOf(leaderboardLevel.players) })
    .from(leaderboardLevel)
    .where(gt(leaderboardLevel.level, level));
  const moreExperience = db
    .select({ n: sumOf(leaderboardScore.players) })
    .from(leaderboardScore)
    .where(and(eq(leaderboardScore.level, level), gt(leaderboardScore.experience, experience)));
  const earlierDays = db
    .select({ n: sumOf(leaderboardDay.players) })
    .from(leaderboardDay)
    .where(
      and(
        eq(leaderboardDay.level, level),
        eq(leaderboardDay.experience, experience),
        lt(leaderboardDay.day, sql`(${createdAt} at time zone 'UTC')::date`),
      ),
    );
  const earlierSameDay = db
    .select({ n: sql<number>`count(*)::int` })
    .from(player)
    .where(
      and(
        eq(player.level, level),
        eq(player.experience, experience),
        gte(player.createdAt, dayStart),
        sql`(${player.createdAt}, ${player.id}) < (${createdAt}, ${sql.placeholder('id')}::uuid)`,
      ),
    );
  return db
    .select({
      rank: sql<number>`(1 + (${higherLevels}) + (${moreExperience}) + (${earlierDays}) + (${earlierSameDay}))::int`,
    })
    .from(sql`(select 1) as one`)
    .prepare('leaderboard_rank');
}
