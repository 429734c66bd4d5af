/**
 * Daily goals and the streak (docs/RULES.md, "Daily goals", "Streak"): today's goals (drawn
 * on the first ask of the day), and claiming one. A claim is one transaction: the player's
 * lock, the progress lock, the goal marked claimed (so it pays once however many claims
 * race), the reward and any streak milestone booked in the ledger, the streak counted.
 */
import {
  countDay,
  gameDayLabel,
  gameDayNumber,
  NO_REWARD,
  NO_STREAK,
  nextDayTurnMs,
  streakView,
  weekStart,
  checkGoalClaim,
  type StreakMilestone,
  type LedgerReason,
} from '@alchemy/game-rules';
import type { DailyGoals, GoalClaimResult } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import {
  goalKindOf,
  goalRewardOf,
  toDailyGoal,
  toEncyclopediaFamily,
  toReward,
  toStreak,
  toStreakMilestone,
} from '../mappers/goals';
import { toProfile } from '../mappers/profile';
import {
  claimDays,
  collectionClaims,
  familyCounts,
  findGoal,
  findProgress,
  goalsOfDays,
  markGoalClaimed,
  streakOf,
} from '../repositories/progress';
import type { PlayerRow } from '../repositories/players';
import { readClockMs, type ServiceContext } from './context';
import { addRewards, payReward } from './pay-reward';
import { advanceProgress, goalsOfToday } from './progress-service';
import { inTransaction } from './transaction';

/** Collection milestones reached and not claimed yet, over every collection. */
async function collectionsReady(ctx: ServiceContext, current: PlayerRow): Promise<number> {
  const [counts, claims] = await Promise.all([
    familyCounts(ctx.db, current),
    collectionClaims(ctx.db, current.id),
  ]);
  return counts
    .map((count) => toEncyclopediaFamily(count, claims))
    .flatMap((family) => family.milestones)
    .filter((milestone) => milestone.reached && !milestone.claimed).length;
}

/** Draws today's goals under the locks, when the first look of the day finds none. */
async function drawToday(ctx: ServiceContext, current: PlayerRow, day: number): Promise<void> {
  await inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const progress = (await locks.progress([me], day)).get(me.id);
    if (!progress) throw new Error(`progress of ${me.id} not locked`);
    await goalsOfToday(tx, me, progress);
  });
}

/** GET /goals: today's goals, the streak, and the collection milestones waiting. */
export async function todaysGoals(ctx: ServiceContext, current: PlayerRow): Promise<DailyGoals> {
  const nowMs = await readClockMs(ctx);
  const day = gameDayNumber(nowMs);
  const monday = weekStart(day);
  let week = await goalsOfDays(ctx.db, current.id, monday, day);
  if (!week.some((goal) => goal.day === day)) {
    await drawToday(ctx, current, day);
    week = await goalsOfDays(ctx.db, current.id, monday, day);
  }
  const [progress, ready] = await Promise.all([
    findProgress(ctx.db, current.id),
    collectionsReady(ctx, current),
  ]);
  const played = new Set(week.filter((goal) => goal.claimedAt).map((goal) => goal.day));
  const next = nextDayTurnMs(nowMs);
  return {
    day: gameDayLabel(day),
    nextDayAt: new Date(next).toISOString(),
    secondsToNextDay: Math.max(0, Math.ceil((next - nowMs) / 1000)),
    goals: week.filter((goal) => goal.day === day).map(toDailyGoal),
    streak: toStreak(streakView(progress ? streakOf(progress) : NO_STREAK, day, played)),
    collectionsReady: ready,
  };
}

/** POST /goals/{id}/claim: the goal's reward once, the streak counted for today. */
export async function claimGoal(
  ctx: ServiceContext,
  current: PlayerRow,
  goalId: string,
): Promise<GoalClaimResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const day = gameDayNumber(me.nowMs);
    const progress = (await locks.progress([me], day)).get(me.id);
    if (!progress) throw new Error(`progress of ${me.id} not locked`);
    const row = await findGoal(tx, me.id, goalId);
    const claim = orRefuse(
      checkGoalClaim(
        row && {
          day: row.day,
          target: row.target,
          progress: row.progress,
          claimed: row.claimedAt !== null,
          reward: goalRewardOf(row),
          row,
        },
        day,
      ),
    );
    let goal = claim.claimed.row;
    let streak = streakOf(progress.row);
    let milestone: StreakMilestone | null = null;
    let paid = NO_REWARD;
    let balances = { credits: me.credits, diamonds: me.diamonds, magicDust: me.magicDust };
    if (!claim.alreadyClaimed) {
      const claimed = await markGoalClaimed(tx, progress.row, goal.id);
      if (!claimed) throw new Error(`goal ${goal.id} of ${me.id} claimed under the lock`);
      goal = claimed;
      const reason: LedgerReason = `daily-goal:${goalKindOf(goal)}:${gameDayLabel(goal.day)}`;
      balances = await payReward(tx, ctx, me, balances, claim.pays, reason);
      paid = claim.pays;
      const counted = countDay(streak, day);
      streak = counted.state;
      milestone = counted.milestone;
      if (milestone) {
        balances = await payReward(
          tx,
          ctx,
          me,
          balances,
          milestone.reward,
          `streak:${milestone.days}`,
        );
        paid = addRewards(paid, milestone.reward);
      }
      await advanceProgress(
        tx,
        locks,
        ctx,
        me,
        progress,
        [{ type: 'goal-claimed', streakDays: streak.days }],
        { notify: true, streak },
      );
    }
    const played = await claimDays(tx, me.id, weekStart(day), day);
    return {
      goal: toDailyGoal(goal),
      alreadyClaimed: claim.alreadyClaimed,
      paid: toReward(paid),
      streak: toStreak(streakView(streak, day, played)),
      milestone: milestone && toStreakMilestone(milestone),
      profile: toProfile({ ...me, ...balances }, me.nowMs),
    };
  });
}
