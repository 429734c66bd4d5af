/**
 * SQL for a player's progress: the streak and the counters (player_progress), the daily
 * goals, earned achievements and claimed collection milestones. Writes take the locked
 * progress row (services/transaction.ts, rank 8) or the locked player.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AchievementKey, DrawnGoal, Stats, StreakState } from '@alchemy/game-rules';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import {
  collectionClaim,
  dailyGoal,
  discovery,
  item,
  playerAchievement,
  playerProgress,
} from '../db/schema';
import type { PlayerRow } from './players';

export type ProgressRow = typeof playerProgress.$inferSelect;
export type GoalRow = typeof dailyGoal.$inferSelect;

/** The counters, named as game-rules names them (the columns carry the same names). */
export function statsOf(row: ProgressRow): Stats {
  return {
    discoveries: row.discoveries,
    worldFirsts: row.worldFirsts,
    cardsForged: row.cardsForged,
    cardsAscended: row.cardsAscended,
    duelsWon: row.duelsWon,
    winRun: row.winRun,
    bestWinRun: row.bestWinRun,
    cardsSold: row.cardsSold,
    familiesCompleted: row.familiesCompleted,
    goalsClaimed: row.goalsClaimed,
    bestStreak: row.bestStreak,
    level: row.level,
  };
}

export function streakOf(row: ProgressRow): StreakState {
  return {
    days: row.streakDays,
    best: row.bestStreak,
    lastDay: row.streakLastDay,
    lastFreezeDay: row.lastFreezeDay,
  };
}

const ClockSchema = z.object({ rows: z.array(z.object({ now_ms: z.number() })) });

/** The database's clock, in ms: the one clock every instance shares. */
export async function databaseNowMs(db: Db | Tx): Promise<number> {
  const answer: unknown = await db.execute(
    sql`select (extract(epoch from now()) * 1000)::float8 as now_ms`,
  );
  const nowMs = ClockSchema.parse(answer).rows[0]?.now_ms;
  if (nowMs === undefined) throw new Error('the database did not tell the time');
  return nowMs;
}

export async function findProgress(db: Db | Tx, playerId: string): Promise<ProgressRow | null> {
  const rows = await db
    .select()
    .from(playerProgress)
    .where(eq(playerProgress.playerId, playerId))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes the counters and the streak. The best streak is the larger of both records. */
export async function saveProgress(
  tx: Tx,
  row: Locked<ProgressRow>,
  stats: Stats,
  streak: StreakState,
): Promise<void> {
  await tx
    .update(playerProgress)
    .set({
      ...stats,
      streakDays: streak.days,
      bestStreak: Math.max(streak.best, stats.bestStreak),
      streakLastDay: streak.lastDay,
      lastFreezeDay: streak.lastFreezeDay,
    })
    .where(eq(playerProgress.playerId, row.playerId));
}

/** The day's draw, stored; a row already there (drawn meanwhile) is kept. */
export async function insertGoals(
  tx: Tx,
  row: Locked<ProgressRow>,
  day: number,
  drawn: readonly DrawnGoal[],
): Promise<GoalRow[]> {
  if (drawn.length === 0) return [];
  await tx
    .insert(dailyGoal)
    .values(
      drawn.map((goal) => ({
        playerId: row.playerId,
        day,
        slot: goal.slot,
        kind: goal.kind,
        target: goal.target,
        rewardCredits: goal.reward.credits,
        rewardDiamonds: goal.reward.diamonds,
        rewardMagicDust: goal.reward.magicDust,
      })),
    )
    .onConflictDoNothing();
  return goalsOfDays(tx, row.playerId, day, day);
}

/** A player's goals from `fromDay` to `toDay`, by day and slot. */
export async function goalsOfDays(
  db: Db | Tx,
  playerId: string,
  fromDay: number,
  toDay: number,
): Promise<GoalRow[]> {
  return db
    .select()
    .from(dailyGoal)
    .where(
      and(eq(dailyGoal.playerId, playerId), gte(dailyGoal.day, fromDay), lte(dailyGoal.day, toDay)),
    )
    .orderBy(asc(dailyGoal.day), asc(dailyGoal.slot));
}

/** The game days from `fromDay` to `toDay` on which the player claimed a goal. */
export async function claimDays(
  db: Db | Tx,
  playerId: string,
  fromDay: number,
  toDay: number,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ day: dailyGoal.day })
    .from(dailyGoal)
    .where(
      and(
        eq(dailyGoal.playerId, playerId),
        gte(dailyGoal.day, fromDay),
        lte(dailyGoal.day, toDay),
        isNotNull(dailyGoal.claimedAt),
      ),
    );
  return new Set(rows.map((entry) => entry.day));
}

/** One of the player's goals, of any day; another player's is as absent as none. */
export async function findGoal(db: Db | Tx, playerId: string, goalId: string) {
  const rows = await db
    .select()
    .from(dailyGoal)
    .where(and(eq(dailyGoal.id, goalId), eq(dailyGoal.playerId, playerId)))
    .limit(1);
  return rows[0] ?? null;
}

const GoalUpdateAnswerSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

/**
 * New progress of several goals, in one statement; a goal that reaches its target is
 * stamped completed.
 */
export async function saveGoalProgress(
  tx: Tx,
  row: Locked<ProgressRow>,
  updates: ReadonlyArray<{ id: string; progress: number; completed: boolean }>,
): Promise<void> {
  if (updates.length === 0) return;
  const values = sql.join(
    updates.map(
      (update) =>
        sql`(${update.id}::uuid, ${update.progress}::integer, ${update.completed}::boolean)`,
    ),
    sql`, `,
  );
  const answer: unknown = await tx.execute(sql`
    update ${dailyGoal} as g
    set progress = v.progress,
      completed_at = case when v.completed then now() else g.completed_at end
    from (values ${values}) as v(id, progress, completed)
    where g.id = v.id and g.player_id = ${row.playerId}
    returning g.id`);
  const saved = GoalUpdateAnswerSchema.parse(answer).rows.length;
  if (saved !== updates.length) {
    throw new Error(`goal progress of ${row.playerId}: ${saved} of ${updates.length} saved`);
  }
}

/** Marks a goal claimed; null when it was claimed meanwhile (never under the lock). */
export async function markGoalClaimed(
  tx: Tx,
  row: Locked<ProgressRow>,
  goalId: string,
): Promise<GoalRow | null> {
  const rows = await tx
    .update(dailyGoal)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(dailyGoal.id, goalId),
        eq(dailyGoal.playerId, row.playerId),
        sql`${dailyGoal.claimedAt} is null`,
        sql`${dailyGoal.progress} >= ${dailyGoal.target}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function earnedAchievements(db: Db | Tx, playerId: string) {
  return db
    .select({ key: playerAchievement.key, earnedAt: playerAchievement.earnedAt })
    .from(playerAchievement)
    .where(eq(playerAchievement.playerId, playerId));
}

export async function insertAchievements(
  tx: Tx,
  row: Locked<ProgressRow>,
  keys: readonly AchievementKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(playerAchievement)
    .values(keys.map((key) => ({ playerId: row.playerId, key })))
    .onConflictDoNothing();
}

export interface FamilyCount {
  family: string;
  total: number;
  discovered: number;
}

const FamilyCountSchema = z.object({
  family: z.string(),
  total: z.number().int(),
  discovered: z.number().int(),
});

/**
 * Per family: the items of the world and those the player has discovered, counted as the
 * Codex counts them (an unlocked base element is discovered). All families, or these.
 */
export async function familyCounts(
  db: Db | Tx,
  player: Pick<PlayerRow, 'id' | 'level'>,
  families?: readonly string[],
): Promise<FamilyCount[]> {
  if (families?.length === 0) return [];
  const rows = await db
    .select({
      family: item.family,
      total: sql<number>`count(*)::int`,
      discovered: sql<number>`(count(${discovery.itemId}) + count(*) filter (where ${item.isBuildingBlock} and coalesce(${item.unlockLevel}, 1) <= ${player.level}))::int`,
    })
    .from(item)
    .leftJoin(discovery, and(eq(discovery.itemId, item.id), eq(discovery.playerId, player.id)))
    .where(families ? inArray(item.family, [...families]) : undefined)
    .groupBy(item.family);
  return rows.map((row) => FamilyCountSchema.parse(row));
}

export async function collectionClaims(db: Db | Tx, playerId: string, family?: string) {
  return db
    .select({ family: collectionClaim.family, percent: collectionClaim.percent })
    .from(collectionClaim)
    .where(
      family === undefined
        ? eq(collectionClaim.playerId, playerId)
        : and(eq(collectionClaim.playerId, playerId), eq(collectionClaim.family, family)),
    );
}

export async function insertCollectionClaim(
  tx: Tx,
  row: Locked<ProgressRow>,
  family: string,
  percent: number,
): Promise<boolean> {
  const rows = await tx
    .insert(collectionClaim)
    .values({ playerId: row.playerId, family, percent })
    .onConflictDoNothing()
    .returning({ family: collectionClaim.family });
  return rows.length === 1;
}
