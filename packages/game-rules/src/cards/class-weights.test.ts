import { describe, expect, it } from 'vitest';
import { classWeights } from './class-weights';

describe('classWeights', () => {
  it('weighs only the unlocked classes, each keeping its base weight of 1', () => {
    expect(classWeights(['Any', 'Any', 'Any'], 1)).toEqual([
      ['Beast', 5.5],
      ['Elemental', 5.5],
    ]);
    expect(classWeights(['Arcane'], 9).map(([cls]) => cls)).toEqual([
      'Beast',
      'Elemental',
      'Warrior',
    ]);
  });

  // docs/RULES.md, "Lab and battle cards" / issue 4: each item adds 3, shared among its
  // family's classes.
  it.each([
    [['Beasts', 'Beasts', 'Beasts'], 1, { Beast: 10, Elemental: 1 }],
    [['Flame', 'Stone', 'Flora'], 1, { Beast: 2.5, Elemental: 8.5 }],
    [['Metals', 'Metals', 'Arcane'], 15, { Warrior: 4, Guardian: 4, Mage: 4 }],
    [['Metals'], 5, { Warrior: 4 }],
    [['Machines', 'Spirits', 'Liquids'], 30, { Mechanical: 4, Mythical: 4, Elemental: 4 }],
  ])('%j at level %i', (families, level, expected) => {
    const weights = Object.fromEntries(classWeights(families, level));
    for (const [cls, weight] of Object.entries(expected)) expect(weights[cls], cls).toBe(weight);
  });

  it('spreads a family whose classes are locked, like Any (Spirits before level 30)', () => {
    const weights = classWeights(['Spirits'], 10);
    expect(weights.map(([, weight]) => weight)).toEqual([1.75, 1.75, 1.75, 1.75]);
  });

  it('reads an unknown family as Any', () => {
    expect(classWeights(['Plasma Goo'], 1)).toEqual(classWeights(['Any'], 1));
  });
});
