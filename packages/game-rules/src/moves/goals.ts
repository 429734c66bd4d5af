/**
 * Claiming what goals, streaks and collections give, and choosing a title (docs/RULES.md,
 * "Daily goals", "Collections", "Achievements"). A claim that was already made is not a
 * refusal: it answers again what it gave, and pays nothing more (claims are idempotent).
 */
import { ACHIEVEMENTS, type AchievementKey } from '../goals/achievements';
import { isCollection, itemsNeeded } from '../goals/collections';
import { collectionReward, type CollectionPercent, type Reward } from '../goals/rewards';
import { err, ok, type Result } from '../result';

export type GoalClaimError =
  | { code: 'GOAL_NOT_FOUND' }
  | { code: 'GOAL_NOT_DONE'; progress: number; target: number }
  | { code: 'GOAL_EXPIRED' };

export interface ClaimableGoal {
  day: number;
  target: number;
  progress: number;
  claimed: boolean;
  reward: Reward;
}

export interface Claim<T> {
  /** The thing claimed. */
  claimed: T;
  /** It had been claimed before: nothing is paid now. */
  alreadyClaimed: boolean;
  /** What this claim pays (the reward, or nothing when already claimed). */
  pays: Reward;
}

const NOTHING: Reward = { credits: 0, diamonds: 0, magicDust: 0 };

/**
 * Claiming a daily goal, in this order: the goal is the player's (GOAL_NOT_FOUND); a goal
 * already claimed answers again; it is today's (GOAL_EXPIRED: a goal lasts its game day);
 * it is done (GOAL_NOT_DONE).
 */
export function checkGoalClaim<T extends ClaimableGoal>(
  goal: T | null | undefined,
  today: number,
): Result<Claim<T>, GoalClaimError> {
  if (!goal) return err({ code: 'GOAL_NOT_FOUND' });
  if (goal.claimed) return ok({ claimed: goal, alreadyClaimed: true, pays: NOTHING });
  if (goal.day !== today) return err({ code: 'GOAL_EXPIRED' });
  if (goal.progress < goal.target) {
    return err({ code: 'GOAL_NOT_DONE', progress: goal.progress, target: goal.target });
  }
  return ok({ claimed: goal, alreadyClaimed: false, pays: goal.reward });
}

export type CollectionClaimError =
  | { code: 'COLLECTION_NOT_FOUND' }
  | {
      code: 'COLLECTION_NOT_REACHED';
      family: string;
      percent: CollectionPercent;
      discovered: number;
      needed: number;
    };

export interface CollectionFacts {
  family: string;
  percent: CollectionPercent;
  /** Items of the family in the world, and the player's discovered ones. */
  total: number;
  discovered: number;
  claimed: boolean;
}

/**
 * Claiming a collection milestone, in this order: the family is a collection
 * (COLLECTION_NOT_FOUND); a milestone already claimed answers again; it is reached
 * (COLLECTION_NOT_REACHED).
 */
export function checkCollectionClaim(
  facts: CollectionFacts,
): Result<Claim<CollectionFacts>, CollectionClaimError> {
  if (facts.total === 0 || !isCollection(facts.family)) {
    return err({ code: 'COLLECTION_NOT_FOUND' });
  }
  if (facts.claimed) return ok({ claimed: facts, alreadyClaimed: true, pays: NOTHING });
  const needed = itemsNeeded(facts.percent, facts.total);
  if (facts.discovered < needed) {
    return err({
      code: 'COLLECTION_NOT_REACHED',
      family: facts.family,
      percent: facts.percent,
      discovered: facts.discovered,
      needed,
    });
  }
  return ok({
    claimed: facts,
    alreadyClaimed: false,
    pays: collectionReward(facts.percent, facts.total),
  });
}

export type TitleError = { code: 'TITLE_NOT_EARNED'; name: string };

/** Showing a title: only an earned achievement's; null shows none. */
export function checkTitleChoice(
  key: AchievementKey | null,
  earned: ReadonlySet<AchievementKey>,
): Result<AchievementKey | null, TitleError> {
  if (key === null || earned.has(key)) return ok(key);
  return err({ code: 'TITLE_NOT_EARNED', name: ACHIEVEMENTS[key].name });
}
