import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byRatingCloseness, ratingInSeason } from './rated-matchmaking';
import { START_RATING } from './rating';

const row = (season: number, rating: number) => ({
  season,
  rating,
  deviation: 80,
  volatility: 0.06,
});
const card = (ownerId: string, ownerRating: number, power = 100) => ({
  ownerId,
  ownerRating,
  power,
});

describe('ratingInSeason', () => {
  it("is the season's row, the reset of an earlier one, or the start", () => {
    expect(ratingInSeason(3, row(3, 1720))).toEqual({
      rating: 1720,
      deviation: 80,
      volatility: 0.06,
    });
    // Platinum II ended season 2: halfway to 1500 is 1610.
    expect(ratingInSeason(3, row(2, 1720))).toEqual({
      rating: 1610,
      deviation: 200,
      volatility: 0.06,
    });
    expect(ratingInSeason(3, null)).toEqual(START_RATING);
  });
});

describe('byRatingCloseness', () => {
  it('puts the owners nearest the rating first, a card of each owner before a second', () => {
    const cards = [
      card('far', 1900),
      card('near-above', 1530),
      card('start', 1500),
      card('near-below', 1460, 90),
      card('near-below', 1460, 100),
      card('low', 1200),
    ];
    const order = byRatingCloseness(cards, 1510, 100, new Set(['start']));
    expect(order.map((c) => [c.ownerId, c.power])).toEqual([
      ['near-above', 100],
      ['near-below', 100],
      ['near-below', 90],
      ['low', 100],
      ['far', 100],
      ['start', 100],
    ]);
  });

  it('breaks a tie of whole points by the power nearest the target, then the weaker', () => {
    const order = byRatingCloseness(
      [card('a', 1600.4, 200), card('b', 1599.6, 110), card('c', 1600, 80)],
      1600,
      100,
      new Set(),
    );
    expect(order.map((c) => c.ownerId)).toEqual(['b', 'c', 'a']);
  });

  it('is a permutation whose new owners come in rating distance order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ownerId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
            ownerRating: fc.integer({ min: 800, max: 2400 }),
            power: fc.integer({ min: 1, max: 1000 }),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 800, max: 2400 }),
        fc.subarray(['a', 'b', 'c', 'd', 'e']),
        (cards, rating, picked) => {
          const order = byRatingCloseness(cards, rating, 100, new Set(picked));
          expect([...order].sort(compare)).toEqual([...cards].sort(compare));
          const fresh = order.filter((c) => !picked.includes(c.ownerId));
          expect(order.slice(0, fresh.length)).toEqual(fresh);
          const gaps = fresh.map((c) => Math.abs(c.ownerRating - rating));
          expect(gaps).toEqual([...gaps].sort((x, y) => x - y));
        },
      ),
    );
  });
});

function compare(a: { ownerId: string; ownerRating: number; power: number }, b: typeof a) {
  return a.ownerId.localeCompare(b.ownerId) || a.ownerRating - b.ownerRating || a.power - b.power;
}
