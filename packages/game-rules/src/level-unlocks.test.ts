import { describe, expect, it } from 'vitest';
import { levelUpBetween } from './level-unlocks';

describe('levelUpBetween', () => {
  it('names Air at level 2, with its diamonds', () => {
    expect(levelUpBetween(1, 2)).toEqual({
      from: 1,
      to: 2,
      diamonds: 10,
      unlocks: [{ kind: 'element', level: 2, name: 'Air', place: 'crafting' }],
    });
  });

  it('opens the Market at level 3', () => {
    expect(levelUpBetween(2, 3).unlocks).toEqual([{ kind: 'market', level: 3, place: 'market' }]);
  });

  it('brings the Warrior class and a rare lab slot at level 5', () => {
    expect(levelUpBetween(4, 5).unlocks).toEqual([
      { kind: 'card-class', level: 5, name: 'Warrior', place: 'lab' },
      { kind: 'lab-slots', level: 5, rarities: ['common', 'common', 'rare'], place: 'lab' },
    ]);
  });

  it('adds a duel slot, the Mage, Wood and a fourth lab slot at level 10', () => {
    const kinds = levelUpBetween(9, 10).unlocks.map((unlock) => unlock.kind);
    expect(kinds.sort()).toEqual(['card-class', 'duel-slots', 'element', 'lab-slots']);
  });

  it('sums every level of a jump, and nothing for no rise', () => {
    const jump = levelUpBetween(1, 3);
    expect(jump.diamonds).toBe(20);
    expect(jump.unlocks.map((unlock) => unlock.kind)).toEqual(['element', 'market']);
    expect(levelUpBetween(4, 4)).toEqual({ from: 4, to: 4, diamonds: 0, unlocks: [] });
  });
});
