/** Goals, the streak, achievements and collections as the contract shows them. */
import {
  collectionMilestones,
  gameDayLabel,
  goalStatus,
  isCollection,
  isCollectionPercent,
  isGoalKind,
  nextMilestone,
  type CollectionPercent,
  type Reward,
  type StreakMilestone,
  type StreakView,
} from '@alchemy/game-rules';
import type {
  DailyGoal,
  EncyclopediaFamily,
  RewardView,
  Streak,
  StreakMilestoneView,
} from '@alchemy/contracts';
import { storedEnum } from '../lib/stored-data';
import type { FamilyCount, GoalRow } from '../repositories/progress';

/** The kind of a stored goal. */
export function goalKindOf(goal: GoalRow) {
  return storedEnum(goal.kind, isGoalKind, `kind of goal ${goal.id}`);
}

export function toReward(reward: Reward): RewardView {
  return { credits: reward.credits, diamonds: reward.diamonds, magicDust: reward.magicDust };
}

export function goalRewardOf(row: GoalRow): Reward {
  return {
    credits: row.rewardCredits,
    diamonds: row.rewardDiamonds,
    magicDust: row.rewardMagicDust,
  };
}

export function toDailyGoal(row: GoalRow): DailyGoal {
  const kind = goalKindOf(row);
  return {
    id: row.id,
    kind,
    target: row.target,
    progress: row.progress,
    reward: toReward(goalRewardOf(row)),
    status: goalStatus({
      kind,
      target: row.target,
      progress: row.progress,
      claimed: row.claimedAt !== null,
    }),
  };
}

export function toStreakMilestone(milestone: StreakMilestone): StreakMilestoneView {
  return { days: milestone.days, reward: toReward(milestone.reward) };
}

export function toStreak(view: StreakView): Streak {
  return {
    days: view.days,
    best: view.best,
    todayCounted: view.todayCounted,
    freezeReady: view.freezeReady,
    freezePending: view.freezePending,
    week: view.week.map((entry) => ({ day: gameDayLabel(entry.day), state: entry.state })),
    nextMilestone: toStreakMilestone(nextMilestone(view.days)),
  };
}

/** The claimed milestones of one family, from the claim rows (any others left out). */
export function claimedPercents(
  claims: ReadonlyArray<{ family: string; percent: number }>,
  family: string,
): Set<CollectionPercent> {
  return new Set(
    claims
      .filter((claim) => claim.family === family)
      .map((claim) => claim.percent)
      .filter(isCollectionPercent),
  );
}

/** A family of the Codex with its collection milestones. */
export function toEncyclopediaFamily(
  count: FamilyCount,
  claims: ReadonlyArray<{ family: string; percent: number }>,
): EncyclopediaFamily {
  const collected = isCollection(count.family);
  return {
    name: count.family,
    discovered: count.discovered,
    total: count.total,
    isCollection: collected,
    milestones: collected
      ? collectionMilestones(
          count.discovered,
          count.total,
          claimedPercents(claims, count.family),
        ).map((milestone) => ({ ...milestone, reward: toReward(milestone.reward) }))
      : [],
  };
}
