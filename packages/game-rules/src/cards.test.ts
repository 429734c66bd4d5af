import { describe, expect, it } from 'vitest';
import {
  cardStepCost,
  cardValue,
  nextCardStep,
  playerCardSlots,
  slotRarities,
  unlockedClasses,
} from './cards';

describe('cardValue (docs/RULES.md, "Lab and battle cards")', () => {
  // Issue 4: purging a normal level-1 card refunds 3 credits.
  it.each([
    ['normal', 1, false, 3],
    ['poor', 1, false, 2],
    ['superior', 1, false, 4],
    ['normal', 1, true, 8],
    ['normal', 10, false, 20],
  ] as const)('%s level %i ascended=%s is worth %i', (quality, level, ascended, value) => {
    expect(cardValue(quality, level, ascended)).toBe(value);
  });
});

describe('card steps', () => {
  it('improves poor, then normal, then ascends, then stops', () => {
    expect(nextCardStep('poor', false)).toBe('improve-to-normal');
    expect(nextCardStep('normal', false)).toBe('improve-to-superior');
    expect(nextCardStep('superior', false)).toBe('ascend');
    expect(nextCardStep('superior', true)).toBe('none');
  });

  // Issue 4: improving a poor level-1 card costs 4 diamonds.
  it('costs 4 x level, 7 x level, floor(70 x level x 2 / 3)', () => {
    expect(cardStepCost('improve-to-normal', 1)).toBe(4);
    expect(cardStepCost('improve-to-superior', 3)).toBe(21);
    expect(cardStepCost('ascend', 1)).toBe(46);
    expect(cardStepCost('ascend', 10)).toBe(466);
  });
});

describe('slots and classes', () => {
  it('reads the rarity tier by level', () => {
    expect(slotRarities(1)).toEqual(['common', 'common', 'common']);
    expect(slotRarities(4)).toEqual(['common', 'common', 'common']);
    expect(slotRarities(5)).toEqual(['common', 'common', 'rare']);
    expect(slotRarities(22)).toEqual(['rare', 'rare', 'epic', 'epic']);
    expect(slotRarities(45)).toEqual(['legendary', 'legendary', 'legendary']);
    expect(slotRarities(999)).toEqual(['legendary', 'legendary', 'legendary']);
  });

  it('unlocks classes by level', () => {
    expect(unlockedClasses(1)).toEqual(['Beast', 'Elemental']);
    expect(unlockedClasses(10)).toEqual(['Beast', 'Elemental', 'Warrior', 'Mage']);
    expect(unlockedClasses(30)).toHaveLength(7);
  });

  it('gives one duel slot per ten levels, at most five', () => {
    expect(playerCardSlots(1)).toBe(1);
    expect(playerCardSlots(10)).toBe(2);
    expect(playerCardSlots(39)).toBe(4);
    expect(playerCardSlots(100)).toBe(5);
  });
});
