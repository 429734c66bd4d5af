/**
 * Every reward of daily goals, streaks and collections, in one place (docs/RULES.md,
 * "Daily goals", "Streak", "Collections" and "Currencies"): the economy's simulation reads
 * these numbers rather than guessing them. Achievements pay no currency: a title only.
 */
import type { Currency } from '../currency';
import type { GoalKind } from './goal-kinds';

/** An amount of each currency; every payment books one ledger row per non-zero amount. */
export type Reward = Readonly<Record<Currency, number>>;

export const NO_REWARD: Reward = { credits: 0, diamonds: 0, magicDust: 0 };

/**
 * A goal's reward at level 1. Credits grow with the player's level (below); dust and
 * diamonds do not. Diamonds only for the goals that take a duel's or a forge's effort.
 */
export const GOAL_BASE_REWARD: Readonly<Record<GoalKind, Reward>> = {
  craft: { credits: 60, diamonds: 0, magicDust: 10 },
  discover: { credits: 80, diamonds: 0, magicDust: 10 },
  'finish-run': { credits: 60, diamonds: 0, magicDust: 20 },
  'forge-card': { credits: 100, diamonds: 2, magicDust: 20 },
  'improve-card': { credits: 60, diamonds: 0, magicDust: 30 },
  'fight-duels': { credits: 80, diamonds: 0, magicDust: 20 },
  'win-duels': { credits: 120, diamonds: 3, magicDust: 25 },
  'list-card': { credits: 50, diamonds: 0, magicDust: 40 },
  'market-buy': { credits: 60, diamonds: 0, magicDust: 40 },
};

/** Credits of a goal grow by this share of the base per level above 1 (x1.9 at level 10). */
export const GOAL_CREDITS_PER_LEVEL = 0.1;

/** The reward of a goal of `kind` drawn for a player of `level`, fixed when it is drawn. */
export function goalReward(kind: GoalKind, level: number): Reward {
  const base = GOAL_BASE_REWARD[kind];
  const factor = 1 + GOAL_CREDITS_PER_LEVEL * (Math.max(1, level) - 1);
  return { ...base, credits: Math.round(base.credits * factor) };
}

/** Streak lengths that pay, once each time a streak reaches them. */
export const STREAK_MILESTONES: ReadonlyArray<{ days: number; reward: Reward }> = [
  { days: 3, reward: { credits: 150, diamonds: 5, magicDust: 50 } },
  { days: 7, reward: { credits: 300, diamonds: 15, magicDust: 100 } },
  { days: 14, reward: { credits: 500, diamonds: 25, magicDust: 200 } },
  { days: 30, reward: { credits: 1000, diamonds: 50, magicDust: 400 } },
];

/** After the last milestone, every further STREAK_REPEAT_DAYS days pays the last reward. */
export const STREAK_REPEAT_DAYS = 30;

/** The percentages of a family's items at which a collection pays. */
export const COLLECTION_PERCENTS = [25, 50, 100] as const;
export type CollectionPercent = (typeof COLLECTION_PERCENTS)[number];

/**
 * A collection milestone pays per item of the family, so a large family pays more:
 * credits and dust per item, plus flat diamonds.
 */
export const COLLECTION_REWARD_PER_ITEM: Readonly<
  Record<CollectionPercent, { credits: number; magicDust: number; diamonds: number }>
> = {
  25: { credits: 8, magicDust: 2, diamonds: 0 },
  50: { credits: 12, magicDust: 3, diamonds: 5 },
  100: { credits: 25, magicDust: 6, diamonds: 25 },
};

/** The reward of reaching `percent` of a family of `total` items. */
export function collectionReward(percent: CollectionPercent, total: number): Reward {
  const rate = COLLECTION_REWARD_PER_ITEM[percent];
  return {
    credits: rate.credits * total,
    magicDust: rate.magicDust * total,
    diamonds: rate.diamonds,
  };
}

/** Whether a reward pays anything. */
export function isEmptyReward(reward: Reward): boolean {
  return reward.credits === 0 && reward.diamonds === 0 && reward.magicDust === 0;
}
