import { describe, expect, it } from 'vitest';
import { canForge, cardNeeds, missingText, recipeText } from './card-needs';

const entry = (id: string, rarity: 'common' | 'rare', quantity = 1) => ({
  item: { id, rarity },
  quantity,
});

describe('cardNeeds', () => {
  it('counts DIFFERENT items per rarity against the level-1 tier (common x3)', () => {
    const needs = cardNeeds(1, [entry('steam', 'common', 4), entry('mist', 'common')]);
    expect(needs).toEqual([{ rarity: 'common', needed: 3, have: 2 }]);
    expect(canForge(needs)).toBe(false);
    expect(recipeText(needs)).toBe('three different common items');
    expect(missingText(needs)).toBe('one more common item');
  });

  it('is ready with three different commons, and ignores empty stacks', () => {
    const stock = [entry('a', 'common'), entry('b', 'common'), entry('c', 'common')];
    expect(canForge(cardNeeds(1, stock))).toBe(true);
    expect(missingText(cardNeeds(1, stock))).toBe('');
    expect(cardNeeds(1, [...stock.slice(0, 2), entry('c', 'common', 0)])[0]?.have).toBe(2);
  });

  it('names mixed tiers (level 5: common, common, rare)', () => {
    const needs = cardNeeds(5, [entry('a', 'common')]);
    expect(recipeText(needs)).toBe('three different items: two common and one rare');
    expect(missingText(needs)).toBe('one more common and one more rare item');
  });

  it('with an empty lab, everything is missing', () => {
    expect(missingText(cardNeeds(1, []))).toBe('three more common items');
  });
});
