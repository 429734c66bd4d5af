import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  canStart,
  initialAllocation,
  remainingToAllocate,
} from './allocation';

const bases = [
  { name: 'Fire', levelRequired: 1 },
  { name: 'Water', levelRequired: 1 },
  { name: 'Air', levelRequired: 2 },
  { name: 'Earth', levelRequired: 6 },
];

describe('initialAllocation (spec section 4, "First-run allocation")', () => {
  it('splits the limit over the unlocked elements', () => {
    expect(initialAllocation(bases, 1, 8)).toEqual([4, 4, 0, 0]);
  });

  it('hands the remainder out from the start of the list', () => {
    expect(initialAllocation(bases, 2, 8)).toEqual([3, 3, 2, 0]);
  });
});

describe('allocation controls (spec section 5)', () => {
  it('counts what is left', () => {
    expect(remainingToAllocate([4, 4, 0], 9)).toBe(1);
  });

  it('disables minus at 1, plus at 0 remaining, start until all is allocated', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(0)).toBe(false);
    expect(canStart(0)).toBe(true);
    expect(canStart(1)).toBe(false);
  });
});
