/**
 * The first-run allocation screen's glue to game-rules (docs/RULES.md, "Starting a run"):
 * the even starting split, and 'Start Crafting' decided by checkAllocation, the check the
 * server runs on the start request. Pure.
 */
import type { GameItemEntry } from '@alchemy/contracts';
import {
  checkAllocation,
  evenAllocation,
  isUnlocked,
  type AllocationEntry,
  type BaseElement,
} from '@alchemy/game-rules';

/** A start item as the allocation rules read it. */
export function toBaseElement(entry: Pick<GameItemEntry, 'item' | 'levelRequired'>): BaseElement {
  return { name: entry.item.name, unlockLevel: entry.levelRequired };
}

/** The starting split: unlocked elements share the limit evenly, locked ones get 0. */
export function initialAllocation(
  elements: readonly BaseElement[],
  level: number,
  limit: number,
): number[] {
  return evenAllocation(
    elements.map((element) => isUnlocked(element, level)),
    limit,
  );
}

/** The start request: each element the player gave something, in the screen's order. */
export function allocationRequest(
  elements: readonly BaseElement[],
  quantities: readonly number[],
): AllocationEntry[] {
  return elements
    .map((element, index) => ({ name: element.name, allocate: quantities[index] ?? 0 }))
    .filter((entry) => entry.allocate > 0);
}

/** 'Start Crafting' is enabled exactly when the server would accept the request. */
export function canStart(
  elements: readonly BaseElement[],
  level: number,
  limit: number,
  quantities: readonly number[],
): boolean {
  return checkAllocation(elements, level, limit, allocationRequest(elements, quantities)).ok;
}
