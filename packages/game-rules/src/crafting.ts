/**
 * Crafting-game rules: docs/RULES.md, "Crafting", "Starting a run", "Game over and harvest",
 * "Secrets" and "The lab".
 */
import { RARITIES, type Rarity } from './rarity';

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

/** Font size (px) for an item name in the grid, by its length (docs/RULES.md, "Crafting"). */
export function itemNameFontSize(name: string): number {
  if (name.length > 14) return 9;
  if (name.length > 12) return 10;
  if (name.length >= 8) return 12;
  return 14;
}

/** The crafting grid hints at up to this many undiscovered results the player could make now. */
export const MAX_SECRETS = 4;

export interface RunItem {
  quantity: number;
  isBuildingBlock: boolean;
  isSecret: boolean;
}

/**
 * Game over: fewer than two non-secret items held, or no building block held (docs/RULES.md,
 * "Game over and harvest"). The server decides; the client uses the same rule for display.
 */
export function isGameOver(items: readonly RunItem[]): boolean {
  const held = items.filter((item) => !item.isSecret && item.quantity > 0);
  return held.length < 2 || !held.some((item) => item.isBuildingBlock);
}

/**
 * A generated item may be at most one rarity above the rarer input, so a model cannot
 * hand out legendaries for two commons.
 */
export function clampRarity(result: Rarity, one: Rarity, two: Rarity): Rarity {
  const ceiling = Math.min(
    RARITIES.length - 1,
    Math.max(RARITIES.indexOf(one), RARITIES.indexOf(two)) + 1,
  );
  return RARITIES[Math.min(RARITIES.indexOf(result), ceiling)] ?? 'common';
}

export interface RunStack {
  quantity: number;
  isBuildingBlock: boolean;
}

/**
 * What a harvest moves into the lab when a run ends or a new one starts: every crafted
 * (not base) item still held. Base elements stay behind; the next start replaces them.
 */
export function harvestStacks<T extends RunStack>(stock: readonly T[]): T[] {
  return stock.filter((stack) => !stack.isBuildingBlock && stack.quantity > 0);
}
