import {
  allocationRemaining,
  canDecreaseAllocation,
  canIncreaseAllocation,
} from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { allocationRequest, canStart, initialAllocation, toBaseElement } from './allocation';

const entry = (name: string, levelRequired: number) => ({
  item: {
    id: name.toLowerCase(),
    name,
    description: '',
    imageDescription: '',
    imageUrl: `/img/${name}.svg`,
    rarity: 'common' as const,
    isBuildingBlock: true,
    quantity: 0,
  },
  levelRequired,
});
const bases = [entry('Fire', 1), entry('Water', 1), entry('Air', 2), entry('Earth', 6)].map(
  toBaseElement,
);

describe('toBaseElement', () => {
  it('reads the name and the unlock level', () => {
    expect(toBaseElement(entry('Air', 2))).toEqual({ name: 'Air', unlockLevel: 2 });
  });
});

describe('initialAllocation', () => {
  it('splits the limit over the unlocked elements', () => {
    expect(initialAllocation(bases, 1, 8)).toEqual([4, 4, 0, 0]);
  });

  it('hands the remainder out from the start of the list', () => {
    expect(initialAllocation(bases, 2, 8)).toEqual([3, 3, 2, 0]);
  });
});

describe('the start request and Start Crafting', () => {
  it('sends only what was given something, in screen order', () => {
    expect(allocationRequest(bases, [3, 3, 2, 0])).toEqual([
      { name: 'Fire', allocate: 3 },
      { name: 'Water', allocate: 3 },
      { name: 'Air', allocate: 2 },
    ]);
  });

  it('starts once everything is allocated, as the server checks it', () => {
    expect(canStart(bases, 2, 8, [3, 3, 2, 0])).toBe(true);
    expect(canStart(bases, 2, 9, [3, 3, 2, 0])).toBe(false);
  });

  it('does not start while an unlocked element has none', () => {
    expect(canStart(bases, 2, 8, [4, 4, 0, 0])).toBe(false);
  });
});

describe('the steppers (game-rules, as the tiles use them)', () => {
  it('disable minus at 1 and plus when nothing remains', () => {
    expect(allocationRemaining([4, 4, 0], 9)).toBe(1);
    expect(canDecreaseAllocation(1)).toBe(false);
    expect(canDecreaseAllocation(2)).toBe(true);
    expect(canIncreaseAllocation(0)).toBe(false);
    expect(canIncreaseAllocation(1)).toBe(true);
  });
});
