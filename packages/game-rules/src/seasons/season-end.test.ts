import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resetRating, seasonReward, REWARD_MIN_RATED_DUELS, SEASON_REWARDS } from './season-end';
import { tierOf } from './tiers';

const at = (rating: number, deviation = 80) => ({ rating, deviation, volatility: 0.06 });

describe('resetRating', () => {
  it.each([
    // ended at -> starts the next season at (the middle is 1500, half the distance kept)
    [1500, 1500],
    [1000, 1250],
    [1300, 1400],
    [1640, 1570],
    // Platinum ends no lower than Gold's foot, Diamond than Platinum's, Archmage than Diamond's.
    [1650, 1575],
    [1700, 1600],
    [1800, 1650],
    [1900, 1700],
    [1950, 1800],
    [2000, 1800],
    [2200, 1850],
    [2400, 1950],
  ])('%d resets to %d', (ended, starts) => {
    expect(resetRating(at(ended)).rating).toBeCloseTo(starts, 9);
  });

  it('opens the deviation to 200 at least and keeps the volatility', () => {
    expect(resetRating(at(1700, 60))).toEqual({ rating: 1600, deviation: 200, volatility: 0.06 });
    expect(resetRating(at(1700, 240)).deviation).toBe(240);
    expect(resetRating(at(1700, 400)).deviation).toBe(250);
  });

  it('never moves away from the middle, never crosses it, and keeps the order', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 500, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (rating, gap) => {
          const reset = resetRating(at(rating)).rating;
          expect(Math.abs(reset - 1500)).toBeLessThanOrEqual(Math.abs(rating - 1500) + 1e-9);
          expect(Math.sign(reset - 1500)).toBe(Math.sign(rating - 1500));
          expect(resetRating(at(rating + gap)).rating).toBeGreaterThanOrEqual(reset - 1e-9);
        },
      ),
    );
  });
});

describe('seasonReward', () => {
  it('pays by the highest tier reached', () => {
    expect(seasonReward(1660, 10)).toEqual(SEASON_REWARDS.platinum);
    expect(seasonReward(2100, REWARD_MIN_RATED_DUELS)).toEqual(SEASON_REWARDS.archmage);
    expect(seasonReward(900, 5)).toEqual(SEASON_REWARDS.copper);
  });

  it('pays nothing after fewer than three rated duels', () => {
    expect(seasonReward(2100, REWARD_MIN_RATED_DUELS - 1)).toBeNull();
    expect(seasonReward(1500, 0)).toBeNull();
  });

  it('pays more for every higher tier', () => {
    const tiers = Object.keys(SEASON_REWARDS) as Array<keyof typeof SEASON_REWARDS>;
    for (let i = 1; i < tiers.length; i += 1) {
      const [lower, higher] = [SEASON_REWARDS[tiers[i - 1]!], SEASON_REWARDS[tiers[i]!]];
      expect(higher.credits).toBeGreaterThan(lower.credits);
      expect(higher.magicDust).toBeGreaterThan(lower.magicDust);
      expect(higher.diamonds).toBeGreaterThanOrEqual(lower.diamonds);
    }
    expect(tierOf(1500)).toBe('gold');
  });
});
