/** The first-run allocation (spec sections 4 and 5, "Allocation"), pure. */
import { evenAllocation } from '@alchemy/game-rules';

export interface AllocationEntry {
  name: string;
  levelRequired: number;
}

/** The starting split: unlocked elements share the limit evenly, locked ones get 0. */
export function initialAllocation(
  entries: readonly AllocationEntry[],
  level: number,
  limit: number,
): number[] {
  return evenAllocation(
    entries.map((entry) => entry.levelRequired <= level),
    limit,
  );
}

export function remainingToAllocate(quantities: readonly number[], limit: number): number {
  return limit - quantities.reduce((sum, quantity) => sum + quantity, 0);
}

export const canDecrease = (quantity: number) => quantity > 1;
export const canIncrease = (remaining: number) => remaining > 0;
export const canStart = (remaining: number) => remaining === 0;
