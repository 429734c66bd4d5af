import { describe, expect, it } from 'vitest';
import {
  clampRarity,
  discoveryReward,
  harvestStacks,
  increaseLimitCost,
  isGameOver,
  itemNameFontSize,
  ITEM_BUY_PRICE,
  labItemPurgeRefund,
} from './crafting';

describe('discoveryReward (docs/RULES.md, "Crafting")', () => {
  it.each([
    ['common', 0, 5],
    ['common', 1, 15],
    ['rare', 1, 30],
    ['epic', 1, 75],
    ['legendary', 1, 375],
    ['common', 2, 25],
    ['legendary', 0, 125],
  ] as const)('%s at level %i gives %i credits', (rarity, level, reward) => {
    expect(discoveryReward(rarity, level)).toBe(reward);
  });
});

describe('prices and refunds', () => {
  it('buys items at the rarity price', () => {
    expect(ITEM_BUY_PRICE).toEqual({ common: 250, rare: 500, epic: 2500, legendary: 5000 });
  });

  // Vectors: docs/RULES.md, "Starting a run".
  it.each([
    [8, 10],
    [9, 14],
    [10, 19],
    [12, 38],
    [16, 147],
  ])('raising the limit from %i costs %i diamonds', (limit, cost) => {
    expect(increaseLimitCost(limit)).toBe(cost);
  });

  it('refunds dust per unit of a purged lab item', () => {
    expect(labItemPurgeRefund('common', 3)).toBe(15);
    expect(labItemPurgeRefund('legendary', 2)).toBe(250);
  });
});

describe('itemNameFontSize (docs/RULES.md, "Crafting")', () => {
  it.each([
    ['Fire', 14],
    ['Seven77', 14],
    ['Eight888', 12],
    ['Twelve123456', 12],
    ['Thirteen12345', 10],
    ['Fourteen123456', 10],
    ['Fifteen12345678', 9],
  ])('%s is shown at %i px', (name, size) => {
    expect(itemNameFontSize(name)).toBe(size);
  });
});

describe('isGameOver', () => {
  const block = { quantity: 1, isBuildingBlock: true, isSecret: false };
  const crafted = { quantity: 1, isBuildingBlock: false, isSecret: false };
  it('ends with fewer than two held items or no building block', () => {
    expect(isGameOver([block])).toBe(true);
    expect(isGameOver([crafted, crafted])).toBe(true);
    expect(isGameOver([block, crafted])).toBe(false);
    expect(isGameOver([block, { ...crafted, isSecret: true }])).toBe(true);
    expect(isGameOver([block, { ...crafted, quantity: 0 }])).toBe(true);
  });
});

describe('clampRarity', () => {
  it('allows at most one step above the rarer input', () => {
    expect(clampRarity('legendary', 'common', 'common')).toBe('rare');
    expect(clampRarity('common', 'epic', 'common')).toBe('common');
    expect(clampRarity('legendary', 'epic', 'rare')).toBe('legendary');
    expect(clampRarity('epic', 'rare', 'common')).toBe('epic');
  });
});

describe('harvestStacks', () => {
  it('takes every crafted item still held, and leaves base elements and empty stacks', () => {
    const stock = [
      { id: 'fire', quantity: 3, isBuildingBlock: true },
      { id: 'steam', quantity: 2, isBuildingBlock: false },
      { id: 'cloud', quantity: 0, isBuildingBlock: false },
    ];
    expect(harvestStacks(stock).map((stack) => stack.id)).toEqual(['steam']);
  });
});
