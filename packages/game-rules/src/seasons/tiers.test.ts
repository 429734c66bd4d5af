import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tierMove, tierOf, tierStanding, TIERS } from './tiers';

describe('tierStanding', () => {
  it.each([
    [700, 'copper', 'III'],
    [1099, 'copper', 'III'],
    [1100, 'copper', 'II'],
    [1150, 'copper', 'I'],
    [1199, 'copper', 'I'],
    [1200, 'bronze', 'III'],
    [1349, 'bronze', 'I'],
    [1350, 'silver', 'III'],
    [1500, 'gold', 'III'],
    [1549, 'gold', 'III'],
    [1550, 'gold', 'II'],
    [1599.4, 'gold', 'II'],
    [1599.5, 'gold', 'I'],
    [1649, 'gold', 'I'],
    [1650, 'platinum', 'III'],
    [1800, 'diamond', 'III'],
    [1949, 'diamond', 'I'],
    [1950, 'archmage', null],
    [2600, 'archmage', null],
  ] as const)('%d is %s %s', (rating, tier, division) => {
    expect(tierStanding(rating)).toEqual({ tier, division });
  });

  it('never goes down as the rating goes up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 500 }),
        (rating, gain) => {
          const before = tierStanding(rating);
          const after = tierStanding(rating + gain);
          expect(tierMove(before, after)).not.toBe('demoted');
          expect(TIERS.indexOf(tierOf(rating + gain))).toBeGreaterThanOrEqual(
            TIERS.indexOf(tierOf(rating)),
          );
        },
      ),
    );
  });
});

describe('tierMove', () => {
  it('names promotions and demotions between divisions and tiers', () => {
    expect(tierMove(tierStanding(1540), tierStanding(1560))).toBe('promoted');
    expect(tierMove(tierStanding(1649), tierStanding(1651))).toBe('promoted');
    expect(tierMove(tierStanding(1940), tierStanding(1990))).toBe('promoted');
    expect(tierMove(tierStanding(1500), tierStanding(1490))).toBe('demoted');
    expect(tierMove(tierStanding(1510), tierStanding(1540))).toBe('same');
  });
});
