/**
 * Collections (docs/RULES.md, "Collections"): each family of the Codex is a collection, its
 * progress the family's items the player has discovered (as the Codex counts them, the
 * unlocked base elements included). At 25%, 50% and 100% of the family it pays once.
 * The base elements' own family ('Any') is not a collection: it grows by levels, not finds.
 */
import {
  COLLECTION_PERCENTS,
  collectionReward,
  type CollectionPercent,
  type Reward,
} from './rewards';

/** The family of the base elements, which is not collected. */
export const NOT_A_COLLECTION = 'Any';

export function isCollection(family: string): boolean {
  return family !== NOT_A_COLLECTION;
}

export function isCollectionPercent(value: number): value is CollectionPercent {
  return (COLLECTION_PERCENTS as readonly number[]).includes(value);
}

/** Items needed for `percent` of a family of `total`: rounded up, at least 1. */
export function itemsNeeded(percent: CollectionPercent, total: number): number {
  return Math.max(1, Math.ceil((total * percent) / 100));
}

export interface CollectionMilestone {
  percent: CollectionPercent;
  needed: number;
  reward: Reward;
  reached: boolean;
  claimed: boolean;
}

/** A family's milestones, given how many of its items are discovered and which were claimed. */
export function collectionMilestones(
  discovered: number,
  total: number,
  claimed: ReadonlySet<CollectionPercent>,
): CollectionMilestone[] {
  return COLLECTION_PERCENTS.map((percent) => {
    const needed = itemsNeeded(percent, total);
    return {
      percent,
      needed,
      reward: collectionReward(percent, total),
      reached: total > 0 && discovered >= needed,
      claimed: claimed.has(percent),
    };
  });
}

/** The milestones crossed by going from `before` to `after` discovered items. */
export function milestonesCrossed(
  before: number,
  after: number,
  total: number,
): CollectionPercent[] {
  return COLLECTION_PERCENTS.filter((percent) => {
    const needed = itemsNeeded(percent, total);
    return total > 0 && before < needed && after >= needed;
  });
}
