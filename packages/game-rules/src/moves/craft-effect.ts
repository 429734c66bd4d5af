/**
 * A craft's effect (docs/RULES.md, "Crafting", "Secrets", "Game over and harvest"): from
 * the state the craft reads and the pair asked for, either why it is refused or, as plain
 * data, everything it changes. In the boardgame.io way: the move decides, the server only
 * persists what it returns (services/crafting-service.ts#craft), and the web follows a
 * failed craft with the same function (features/crafting/craft-cache.ts). Nothing here
 * reads a database or a clock, so the same state always gives the same effect.
 */
import { discoveryReward, FAILED_CRAFT_DUST_REFUND, harvestStacks, isGameOver } from '../crafting';
import type { Currency } from '../currency';
import type { LedgerReason } from '../ledger-reasons';
import type { Rarity } from '../rarity';
import { ok, type Result } from '../result';
import {
  checkCraftPair,
  checkRunOpen,
  type CraftPairError,
  type RunStateError,
} from './craft-pair';

/** One stack of the run: every item the run has a row for, used up (zero) included. */
export interface CraftStack {
  itemId: string;
  name: string;
  quantity: number;
  isBuildingBlock: boolean;
}

/** What the pair makes, when a recipe says. */
export interface CraftRecipeResult {
  itemId: string;
  rarity: Rarity;
  isBuildingBlock: boolean;
  /** The player made it before: no discovery, no reward. */
  isDiscovered: boolean;
  /** Someone in the world was first already: no world-first claim to try. */
  hasFirstDiscoverer: boolean;
}

/** Everything a craft reads, all of it under the player's lock. */
export interface CraftState {
  /** The player's run; null before their first start. */
  run: { isOver: boolean } | null;
  /** The whole run stock: the game-over rule and the harvest read all of it. */
  stock: readonly CraftStack[];
  /** What the pair makes; null when no recipe says (the craft fails). */
  result: CraftRecipeResult | null;
  player: { level: number; isLabOpen: boolean };
}

/** The craft asked for: two items of the run, by id. */
export interface CraftMove {
  one: string;
  two: string;
}

/** A stack's new quantity; `isNew` when the run had no row for the item before. */
export interface StackChange {
  itemId: string;
  quantity: number;
  isNew: boolean;
}

export interface BalanceDelta {
  currency: Currency;
  delta: number;
  reason: LedgerReason;
}

export interface CraftEffect {
  /** The two stacks the craft used, as they were (the answer counts down from them). */
  spent: readonly [CraftStack, CraftStack];
  /** Every stack whose quantity changes, with its final quantity, and new stacks. */
  stock: StackChange[];
  /** The result and its final count in the run; null for a failed craft. */
  made: { itemId: string; quantity: number } | null;
  /** A first discovery for this player, recorded as made from the pair's names. */
  discovery: { itemId: string; fromNames: readonly [string, string] } | null;
  /** The item whose world-first discoverer to claim, if nobody is yet (the claim may lose). */
  claimWorldFirst: string | null;
  /** Balance changes, each with its ledger reason: at most one per currency. */
  balances: BalanceDelta[];
  /** The run ends: no craft is left (docs/RULES.md, "Game over and harvest"). */
  runOver: boolean;
  /** Crafted stacks that move into the lab as the run ends. */
  harvest: Array<{ itemId: string; quantity: number }>;
  /** The harvest opens the lab for a player who had never had it. */
  opensLab: boolean;
  /** Items still held after the craft: what the secrets the grid shows are made from. */
  held: string[];
}

/** A run stack alone, without what the pair rule's view added to it. */
function stackOf({ itemId, name, quantity, isBuildingBlock }: CraftStack): CraftStack {
  return { itemId, name, quantity, isBuildingBlock };
}

export type CraftError = RunStateError | CraftPairError;

/**
 * The effect of crafting `move.one` with `move.two` on `state`. Checked in the order a
 * player hears: the run first (checkRunOpen), then the pair (checkCraftPair).
 *
 * One of each spent item leaves the run and one of the result joins it (the result may be
 * one of the spent items: the changes are summed per item). A failed craft refunds its
 * dust; a first discovery pays its reward. When no craft is left the run ends: every stack
 * goes to zero and the crafted ones move into the lab.
 */
export function craftEffect(state: CraftState, move: CraftMove): Result<CraftEffect, CraftError> {
  const run = checkRunOpen(state.run);
  if (!run.ok) return run;
  const view = (id: string) => {
    const stack = state.stock.find((entry) => entry.itemId === id);
    return stack && { ...stack, id: stack.itemId, isSecret: false };
  };
  const pair = checkCraftPair(view(move.one), view(move.two));
  if (!pair.ok) return pair;
  const one = stackOf(pair.value[0]);
  const two = stackOf(pair.value[1]);
  const made = state.result;

  // Quantities after the craft, before any harvest; a result the run never held is added.
  const after = new Map(state.stock.map((stack) => [stack.itemId, stack.quantity]));
  after.set(one.itemId, (after.get(one.itemId) ?? 0) - 1);
  after.set(two.itemId, (after.get(two.itemId) ?? 0) - 1);
  if (made) after.set(made.itemId, (after.get(made.itemId) ?? 0) + 1);
  const isBlock = new Map(state.stock.map((stack) => [stack.itemId, stack.isBuildingBlock]));
  if (made) isBlock.set(made.itemId, made.isBuildingBlock);
  const crafted = [...after].map(([itemId, quantity]) => ({
    itemId,
    quantity,
    isBuildingBlock: isBlock.get(itemId) ?? false,
  }));

  const runOver = isGameOver(crafted.map((stack) => ({ ...stack, isSecret: false })));
  const harvest = runOver
    ? harvestStacks(crafted).map(({ itemId, quantity }) => ({ itemId, quantity }))
    : [];
  const final = (itemId: string) => (runOver ? 0 : (after.get(itemId) ?? 0));
  const before = new Map(state.stock.map((stack) => [stack.itemId, stack.quantity]));
  const stock = crafted
    .filter(
      (stack) => !before.has(stack.itemId) || before.get(stack.itemId) !== final(stack.itemId),
    )
    .map((stack) => ({
      itemId: stack.itemId,
      quantity: final(stack.itemId),
      isNew: !before.has(stack.itemId),
    }));

  const isNew = made !== null && !made.isDiscovered;
  const reward = made && isNew ? discoveryReward(made.rarity, state.player.level) : 0;
  const balances: BalanceDelta[] = made
    ? reward > 0
      ? [{ currency: 'credits', delta: reward, reason: `discovery:${made.itemId}` }]
      : []
    : [{ currency: 'magicDust', delta: FAILED_CRAFT_DUST_REFUND, reason: 'failed-craft' }];

  return ok({
    spent: [one, two],
    stock,
    made: made && { itemId: made.itemId, quantity: final(made.itemId) },
    discovery: made && isNew ? { itemId: made.itemId, fromNames: [one.name, two.name] } : null,
    claimWorldFirst: made && isNew && !made.hasFirstDiscoverer ? made.itemId : null,
    balances,
    runOver,
    harvest,
    opensLab: harvest.length > 0 && !state.player.isLabOpen,
    held: crafted.filter((stack) => final(stack.itemId) > 0).map((stack) => stack.itemId),
  });
}
