/**
 * SQL for the leaderboard: the top of the world, and one player's exact rank from the
 * counts the player table's trigger keeps (migration 0006): the players at higher levels,
 * at the same level with more experience, at the same level and experience on earlier
 * days, then a count of the few tied on the same day.
 */
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database';
import { leaderboardDay, leaderboardLevel, leaderboardScore, player } from '../db/schema';
import type { PlayerRow } from './players';

const ORDER = [desc(player.level), desc(player.experience), asc(player.createdAt), asc(player.id)];

export async function topPlayers(db: Db | Tx, limit: number): Promise<PlayerRow[]> {
  return db
    .select()
    .from(player)
    .orderBy(...ORDER)
    .limit(limit);
}

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** 1 for the first player of the world. */
export async function worldRank(
  db: Db | Tx,
  who: Pick<PlayerRow, 'id' | 'level' | 'experience' | 'createdAt'>,
): Promise<number> {
  const dayStart = sql`date_trunc('day', ${who.createdAt.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC'`;
  const higherLevels = db
    .select({ n: sumOf(leaderboardLevel.players) })
    .from(leaderboardLevel)
    .where(gt(leaderboardLevel.level, who.level));
  const moreExperience = db
    .select({ n: sumOf(leaderboardScore.players) })
    .from(leaderboardScore)
    .where(
      and(eq(leaderboardScore.level, who.level), gt(leaderboardScore.experience, who.experience)),
    );
  const earlierDays = db
    .select({ n: sumOf(leaderboardDay.players) })
    .from(leaderboardDay)
    .where(
      and(
        eq(leaderboardDay.level, who.level),
        eq(leaderboardDay.experience, who.experience),
        lt(
          leaderboardDay.day,
          sql`(${who.createdAt.toISOString()}::timestamptz at time zone 'UTC')::date`,
        ),
      ),
    );
  const earlierSameDay = db
    .select({ n: sql<number>`count(*)::int` })
    .from(player)
    .where(
      and(
        eq(player.level, who.level),
        eq(player.experience, who.experience),
        gte(player.createdAt, dayStart),
        sql`(${player.createdAt}, ${player.id}) < (${who.createdAt.toISOString()}::timestamptz, ${who.id}::uuid)`,
      ),
    );
  const [row] = await db
    .select({
      rank: sql<number>`(1 + (${higherLevels}) + (${moreExperience}) + (${earlierDays}) + (${earlierSameDay}))::int`,
    })
    .from(sql`(select 1) as one`);
  return row?.rank ?? 1;
}
