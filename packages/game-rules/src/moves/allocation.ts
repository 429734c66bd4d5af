/**
 * The starting allocation of a crafting run (docs/RULES.md, "Starting a run"): every base
 * element unlocked at the player's level gets at least one, nothing else gets any, and the
 * total is exactly the player's initial items limit. The allocation screen and the server
 * run the same check.
 */
import { increaseLimitCost } from '../crafting';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Cost, type Shortfall } from './afford';

export const MIN_ALLOCATION = 1;

/** A base element and the player level from which it may be allocated. */
export interface BaseElement {
  name: string;
  unlockLevel: number;
}

export interface AllocationEntry {
  name: string;
  allocate: number;
}

export type AllocationError =
  | { code: 'UNKNOWN_ELEMENT'; name: string; allowed: string[] }
  | { code: 'ELEMENT_LOCKED'; name: string; unlockLevel: number }
  | { code: 'ELEMENT_TWICE'; name: string }
  /** Less than one, or not a whole number. */
  | { code: 'ALLOCATION_BELOW_MINIMUM'; name: string }
  | { code: 'ELEMENT_MISSING'; names: string[] }
  | { code: 'ALLOCATION_TOTAL'; expected: number; actual: number };

export interface AllocatedElement<E extends BaseElement> {
  element: E;
  allocate: number;
}

export function isUnlocked(element: BaseElement, level: number): boolean {
  return element.unlockLevel <= level;
}

/**
 * The allocation as the run will start it, each entry matched (case-insensitively) to its
 * element, or the first thing wrong with it.
 */
export function checkAllocation<E extends BaseElement>(
  elements: readonly E[],
  level: number,
  limit: number,
  allocation: readonly AllocationEntry[],
): Result<AllocatedElement<E>[], AllocationError> {
  const unlocked = elements.filter((element) => isUnlocked(element, level));
  const byName = new Map(elements.map((element) => [element.name.toLowerCase(), element]));
  const chosen: AllocatedElement<E>[] = [];
  for (const entry of allocation) {
    const element = byName.get(entry.name.toLowerCase());
    if (!element) {
      return err({
        code: 'UNKNOWN_ELEMENT',
        name: entry.name,
        allowed: unlocked.map((known) => known.name),
      });
    }
    if (!isUnlocked(element, level)) {
      return err({ code: 'ELEMENT_LOCKED', name: element.name, unlockLevel: element.unlockLevel });
    }
    if (chosen.some((taken) => taken.element === element)) {
      return err({ code: 'ELEMENT_TWICE', name: element.name });
    }
    if (!Number.isInteger(entry.allocate) || entry.allocate < MIN_ALLOCATION) {
      return err({ code: 'ALLOCATION_BELOW_MINIMUM', name: element.name });
    }
    chosen.push({ element, allocate: entry.allocate });
  }
  const missing = unlocked.filter((element) => !chosen.some((taken) => taken.element === element));
  if (missing.length > 0) {
    return err({ code: 'ELEMENT_MISSING', names: missing.map((element) => element.name) });
  }
  const total = chosen.reduce((sum, taken) => sum + taken.allocate, 0);
  if (total !== limit) return err({ code: 'ALLOCATION_TOTAL', expected: limit, actual: total });
  return ok(chosen);
}

/**
 * The screen's starting split: the unlocked elements share `limit` evenly, the remainder
 * handed out one each from the start of the list; locked elements get 0.
 */
export function evenAllocation(unlocked: readonly boolean[], limit: number): number[] {
  const count = unlocked.filter(Boolean).length;
  if (count === 0) return unlocked.map(() => 0);
  const share = Math.floor(limit / count);
  let remainder = limit - share * count;
  return unlocked.map((isOpen) => {
    if (!isOpen) return 0;
    if (remainder > 0) {
      remainder -= 1;
      return share + 1;
    }
    return share;
  });
}

/** Items still to hand out before the run can start. */
export function allocationRemaining(quantities: readonly number[], limit: number): number {
  return limit - quantities.reduce((sum, quantity) => sum + quantity, 0);
}

/** The minus button: never below the minimum of one. */
export const canDecreaseAllocation = (quantity: number): boolean => quantity > MIN_ALLOCATION;
/** The plus button: only while something remains to hand out. */
export const canIncreaseAllocation = (remaining: number): boolean => remaining > 0;

/** One more starting item, for diamonds: floor(10 x 1.4^(limit - 8)). */
export function checkItemsLimitIncrease(
  limit: number,
  balances: Balances,
): Result<Cost, Shortfall> {
  return checkAfford(
    balances,
    { currency: 'diamonds', amount: increaseLimitCost(limit) },
    'items-limit',
  );
}
