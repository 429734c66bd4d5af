/** Crafting-game rules: spec sections 4, 5 and 9, game-rules.md section 3. */
import type { Rarity } from './rarity';

/** The building blocks and the player level at which each becomes available. */
export const SEED_ITEMS = [
  { name: 'Fire', level: 1, family: 'Any' },
  { name: 'Water', level: 1, family: 'Any' },
  { name: 'Air', level: 2, family: 'Any' },
  { name: 'Earth', level: 6, family: 'Any' },
  { name: 'Wood', level: 10, family: 'Flora' },
  { name: 'Steel', level: 16, family: 'Metals' },
] as const;

/** Credits to buy one item into the lab, by rarity. */
export const ITEM_BUY_PRICE: Record<Rarity, number> = {
  common: 250,
  rare: 500,
  epic: 2500,
  legendary: 5000,
};
export const MAX_ITEMS_PER_PURCHASE = 100;

/** Base of the credits reward for a first discovery, by rarity. */
export const ITEM_REWARD_BASE: Record<Rarity, number> = {
  common: 10,
  rare: 20,
  epic: 50,
  legendary: 250,
};

/** Reward for discovering an item: round(base x 0.5) at level 0, else round(base x (level + 0.5)). */
export function discoveryReward(rarity: Rarity, level: number): number {
  const base = ITEM_REWARD_BASE[rarity];
  return level <= 0 ? Math.round(base * 0.5) : Math.round(base * (level + 0.5));
}

/** Magic dust refunded when a craft fails. */
export const FAILED_CRAFT_DUST_REFUND = 10;

/** Diamonds to raise the initial items limit from `limit` to `limit + 1`. */
export function increaseLimitCost(limit: number): number {
  return Math.floor(10 * 1.4 ** (limit - 8));
}

/** Magic dust refunded per unit when a lab item is purged. */
export const LAB_ITEM_PURGE_DUST: Record<Rarity, number> = {
  common: 5,
  rare: 10,
  epic: 25,
  legendary: 125,
};

export function labItemPurgeRefund(rarity: Rarity, quantity: number): number {
  return LAB_ITEM_PURGE_DUST[rarity] * quantity;
}

/** Font size (px) for an item name in the grid, by its length (spec section 2). */
export function itemNameFontSize(name: string): number {
  if (name.length > 14) return 9;
  if (name.length > 12) return 10;
  if (name.length >= 8) return 12;
  return 14;
}

/**
 * The default first-run allocation: items the player may use share `limit` evenly, the
 * remainder handed out one each from the start of the list; locked items get 0.
 */
export function evenAllocation(unlocked: readonly boolean[], limit: number): number[] {
  const count = unlocked.filter(Boolean).length;
  if (count === 0) return unlocked.map(() => 0);
  const share = Math.floor(limit / count);
  let remainder = limit - share * count;
  return unlocked.map((isUnlocked) => {
    if (!isUnlocked) return 0;
    if (remainder > 0) {
      remainder -= 1;
      return share + 1;
    }
    return share;
  });
}

export interface RunItem {
  quantity: number;
  isBuildingBlock: boolean;
  isSecret: boolean;
}

/**
 * Game over: fewer than two non-secret items held, or no building block held (spec
 * section 4). The server decides; the client uses the same rule for display.
 */
export function isGameOver(items: readonly RunItem[]): boolean {
  const held = items.filter((item) => !item.isSecret && item.quantity > 0);
  return held.length < 2 || !held.some((item) => item.isBuildingBlock);
}
