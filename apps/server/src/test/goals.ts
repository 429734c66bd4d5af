/** Test set-up for goals: today's game day, goals and streaks written straight in. */
import { and, eq } from 'drizzle-orm';
import {
  decodeGameNotices,
  GAME_NOTICES_HEADER,
  type DailyGoals,
  type GameNotice,
} from '@alchemy/contracts';
import { gameDayNumber, goalReward, type GoalKind } from '@alchemy/game-rules';
import type { Database } from '../db/database';
import { dailyGoal, playerProgress } from '../db/schema';
import { databaseNowMs } from '../repositories/progress';
import type { App } from '../app';
import { apiCall } from './test-app';

/** The game day by the database's clock. */
export async function today(database: Database): Promise<number> {
  return gameDayNumber(await databaseNowMs(database.db));
}

/** Replaces the player's goals of `day` with these (level-1 rewards). */
export async function setGoals(
  database: Database,
  playerId: string,
  day: number,
  goals: ReadonlyArray<{ kind: GoalKind; target: number; progress?: number }>,
) {
  await database.db
    .delete(dailyGoal)
    .where(and(eq(dailyGoal.playerId, playerId), eq(dailyGoal.day, day)));
  await database.db.insert(dailyGoal).values(
    goals.map((goal, slot) => {
      const reward = goalReward(goal.kind, 1);
      return {
        playerId,
        day,
        slot,
        kind: goal.kind,
        target: goal.target,
        progress: goal.progress ?? 0,
        rewardCredits: reward.credits,
        rewardDiamonds: reward.diamonds,
        rewardMagicDust: reward.magicDust,
      };
    }),
  );
}

/** Sets columns of the player's progress row, making it if need be. */
export async function setProgress(
  database: Database,
  playerId: string,
  values: Partial<typeof playerProgress.$inferInsert>,
) {
  await database.db
    .insert(playerProgress)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: playerProgress.playerId, set: values });
}

/** The game notices an answer carries. */
export function noticesOf(response: { headers: Record<string, unknown> }): GameNotice[] {
  const header = response.headers[GAME_NOTICES_HEADER];
  return decodeGameNotices(typeof header === 'string' ? header : null);
}

export async function goalsOf(app: App, token: string): Promise<DailyGoals> {
  const response = await apiCall(app, token, 'GET', '/goals');
  if (response.statusCode !== 200) throw new Error(`GET /goals: ${response.body}`);
  return response.json<DailyGoals>();
}
