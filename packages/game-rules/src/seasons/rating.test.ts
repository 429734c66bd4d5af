import fc from 'fast-check';
import rate from 'glicko2-lite';
import { describe, expect, it } from 'vitest';
import { isRatedDuel, MIN_DEVIATION, rateDuel, shownRating, START_RATING } from './rating';

describe('the rating library', () => {
  it("reproduces Glickman's worked example (a rating period of three games)", () => {
    const next = rate(
      1500,
      200,
      0.06,
      [
        [1400, 30, 1],
        [1550, 100, 0],
        [1700, 300, 0],
      ],
      { rating: 1500, tau: 0.5 },
    );
    expect(next.rating).toBeCloseTo(1464.05, 1);
    expect(next.rd).toBeCloseTo(151.52, 1);
    expect(next.vol).toBeCloseTo(0.05999, 4);
  });
});

describe('rateDuel', () => {
  it('moves two newcomers by the same amount either way', () => {
    const won = rateDuel(START_RATING, START_RATING, true);
    const lost = rateDuel(START_RATING, START_RATING, false);
    expect(won.rating).toBeCloseTo(1607.08, 2);
    expect(lost.rating).toBeCloseTo(1392.92, 2);
    expect(won.deviation).toBeCloseTo(217.93, 2);
    expect(lost.deviation).toBeCloseTo(won.deviation, 9);
  });

  it('pins a seasoned player against a newcomer and an expected win', () => {
    const upset = rateDuel(
      { rating: 1800, deviation: 80, volatility: 0.06 },
      { rating: 1500, deviation: 250, volatility: 0.06 },
      false,
    );
    expect(upset.rating).toBeCloseTo(1777.17, 2);
    const expected = rateDuel(
      { rating: 1800, deviation: 60, volatility: 0.06 },
      { rating: 1500, deviation: 60, volatility: 0.06 },
      true,
    );
    expect(expected.rating).toBeCloseTo(1803.2, 1);
    expect(expected.deviation).toBeGreaterThanOrEqual(MIN_DEVIATION);
  });

  const ratingArb = fc.record({
    rating: fc.double({ min: 600, max: 2600, noNaN: true }),
    deviation: fc.double({ min: MIN_DEVIATION, max: 350, noNaN: true }),
    volatility: fc.double({ min: 0.03, max: 0.09, noNaN: true }),
  });

  it('a win never lowers a rating and a loss never raises it; the deviation stays sane', () => {
    fc.assert(
      fc.property(ratingArb, ratingArb, fc.boolean(), (player, opponent, won) => {
        const next = rateDuel(player, opponent, won);
        expect(Number.isFinite(next.rating)).toBe(true);
        if (won) expect(next.rating).toBeGreaterThanOrEqual(player.rating);
        else expect(next.rating).toBeLessThanOrEqual(player.rating);
        expect(next.deviation).toBeGreaterThanOrEqual(MIN_DEVIATION);
        expect(next.deviation).toBeLessThanOrEqual(Math.max(player.deviation, 350) + 1);
      }),
    );
  });

  it('beating a stronger opponent gains more than beating a weaker one', () => {
    fc.assert(
      fc.property(
        ratingArb,
        fc.double({ min: 800, max: 2200, noNaN: true }),
        fc.double({ min: 10, max: 400, noNaN: true }),
        (player, weaker, gap) => {
          const opponent = { rating: weaker, deviation: 100, volatility: 0.06 };
          const stronger = { ...opponent, rating: weaker + gap };
          expect(rateDuel(player, stronger, true).rating).toBeGreaterThan(
            rateDuel(player, opponent, true).rating,
          );
        },
      ),
    );
  });
});

describe('isRatedDuel', () => {
  it("rates a duel against another player's card, not the house's sparring drafts", () => {
    expect(isRatedDuel('me', 'them')).toBe(true);
    expect(isRatedDuel('me', null)).toBe(false);
    expect(isRatedDuel('me', 'me')).toBe(false);
  });

  it('shows whole points', () => {
    expect(shownRating(1607.5)).toBe(1608);
    expect(shownRating(1392.49)).toBe(1392);
  });
});
