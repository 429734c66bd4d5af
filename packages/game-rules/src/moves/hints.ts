/**
 * Hints (docs/RULES.md, "Hints"): the crafting screen names one pair the player holds now
 * whose result they have not discovered yet. One hint every HINT_COOLDOWN_MS is free; more
 * cost HINT_PRICE_DIAMONDS each. The server decides with `checkHint` under the player's
 * lock; the web uses the same cooldown arithmetic for its countdown.
 */
import { err, ok, type Result } from '../result';
import { createRng } from '../rng';
import { checkAfford, type Balances, type Cost, type Shortfall } from './afford';
import { pairsWithBuildingBlock } from './craft-pair';

/** One free hint per ten minutes (Doodle God's rhythm). */
export const HINT_COOLDOWN_MS = 10 * 60 * 1000;

/** Diamonds for a hint while the free one cools down. */
export const HINT_PRICE_DIAMONDS = 5;

/**
 * Or magic dust: five failed crafts' refunds. Dust had no use of its own but the market, so
 * it piled up (issue 25, "An economy that holds"); a hint is what a player stuck on a run
 * wants, and it turns failures into the next discovery.
 */
export const HINT_PRICE_DUST = 50;

/** The currencies a paid hint takes, and its price in each. */
export const HINT_PRICES = { diamonds: HINT_PRICE_DIAMONDS, magicDust: HINT_PRICE_DUST } as const;
export type HintCurrency = keyof typeof HINT_PRICES;

export type HintCooldownError = { code: 'HINT_ON_COOLDOWN'; seconds: number };
export type NoHintError = { code: 'NO_HINT_AVAILABLE' };
export type HintError = HintCooldownError | NoHintError | Shortfall;

/** An item of the run as the hint rule reads it. */
export interface HintHeldItem {
  id: string;
  quantity: number;
  isBuildingBlock: boolean;
}

/** A recipe: the unordered pair (itemA, itemB) makes resultId. */
export interface HintRecipe {
  itemA: string;
  itemB: string;
  resultId: string;
}

export interface HintPair {
  itemA: string;
  itemB: string;
  resultId: string;
}

/** When the next free hint is ready (ms since the epoch); the last one plus the cooldown. */
export function nextFreeHintAtMs(lastFreeHintAtMs: number | null): number {
  return lastFreeHintAtMs === null ? 0 : lastFreeHintAtMs + HINT_COOLDOWN_MS;
}

/** Whole seconds until the free hint is ready, rounded up; 0 when it is ready now. */
export function secondsUntilFreeHint(lastFreeHintAtMs: number | null, nowMs: number): number {
  return Math.max(0, Math.ceil((nextFreeHintAtMs(lastFreeHintAtMs) - nowMs) / 1000));
}

/**
 * Every pair the player could craft now into something new: both items held, two different
 * items, one of them a building block (the craft rule), and the result not discovered.
 * Sorted, so the choice below depends on the seed only, not on the order rows came in.
 */
export function hintCandidates(
  held: readonly HintHeldItem[],
  recipes: readonly HintRecipe[],
  discovered: ReadonlySet<string>,
): HintPair[] {
  const holding = new Map(held.filter((item) => item.quantity > 0).map((item) => [item.id, item]));
  const candidates: HintPair[] = [];
  for (const recipe of recipes) {
    const one = holding.get(recipe.itemA);
    const two = holding.get(recipe.itemB);
    if (!one || !two || one.id === two.id) continue;
    if (!pairsWithBuildingBlock(one, two) || discovered.has(recipe.resultId)) continue;
    const [itemA, itemB] = one.id < two.id ? [one.id, two.id] : [two.id, one.id];
    candidates.push({ itemA, itemB, resultId: recipe.resultId });
  }
  const key = (pair: HintPair) => `${pair.itemA}\u0000${pair.itemB}\u0000${pair.resultId}`;
  return candidates.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
}

/** One candidate, picked by the seed; NO_HINT_AVAILABLE when nothing new can be made. */
export function chooseHint(
  held: readonly HintHeldItem[],
  recipes: readonly HintRecipe[],
  discovered: ReadonlySet<string>,
  seed: number,
): Result<HintPair, NoHintError> {
  const candidates = hintCandidates(held, recipes, discovered);
  if (candidates.length === 0) return err({ code: 'NO_HINT_AVAILABLE' });
  return ok(createRng(seed).pick(candidates));
}

export interface HintRequest {
  /** The player accepts paying when the free hint is not ready. */
  paid: boolean;
  /** What a paid hint is paid with (diamonds unless the player chose dust). */
  payWith?: HintCurrency;
  lastFreeHintAtMs: number | null;
  nowMs: number;
  balances: Balances;
  held: readonly HintHeldItem[];
  recipes: readonly HintRecipe[];
  discovered: ReadonlySet<string>;
  seed: number;
}

export interface HintGranted {
  pair: HintPair;
  /** 'free' starts a new cooldown; 'paid' costs `cost` and leaves the cooldown alone. */
  kind: 'free' | 'paid';
  cost: Cost | null;
}

/**
 * A hint, checked in this order: something new must be makeable (nothing is charged for
 * "no hint"); then the free hint when it is ready (even if the player offered to pay, so
 * no one pays for what is free); else, when the player offered to pay, the price in the
 * currency they chose;
 * else HINT_ON_COOLDOWN with the seconds left.
 */
export function checkHint(request: HintRequest): Result<HintGranted, HintError> {
  const chosen = chooseHint(request.held, request.recipes, request.discovered, request.seed);
  if (!chosen.ok) return chosen;
  const seconds = secondsUntilFreeHint(request.lastFreeHintAtMs, request.nowMs);
  if (seconds === 0) return ok({ pair: chosen.value, kind: 'free', cost: null });
  if (!request.paid) return err({ code: 'HINT_ON_COOLDOWN', seconds });
  const currency = request.payWith ?? 'diamonds';
  const cost = checkAfford(request.balances, { currency, amount: HINT_PRICES[currency] }, 'hint');
  if (!cost.ok) return cost;
  return ok({ pair: chosen.value, kind: 'paid', cost: cost.value });
}
