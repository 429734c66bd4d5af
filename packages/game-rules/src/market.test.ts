import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LISTING_CURRENCIES,
  LISTING_PRICE,
  MARKET_ACCESS_LEVEL,
  MARKET_PAGE_SIZE,
  SALE_FEE_PERCENT,
  isListingCurrency,
  median,
  saleFee,
  sellerReceives,
} from './market';

describe('market numbers (docs/RULES.md, "Market")', () => {
  it('opens the market at level 3', () => {
    expect(MARKET_ACCESS_LEVEL).toBe(3);
  });

  it('prices a listing in whole magic dust from 1 to 1,000,000, 1000 by default', () => {
    expect(LISTING_PRICE).toEqual({ min: 1, max: 1_000_000, default: 1000 });
    expect(LISTING_CURRENCIES).toEqual(['magicDust']);
  });

  it.each([
    ['magicDust', true],
    ['credits', false],
    ['diamonds', false],
    ['magicdust', false],
    ['', false],
  ])('takes %j for a listing currency: %s', (value, listable) => {
    expect(isListingCurrency(value)).toBe(listable);
  });

  it('keeps a 5% fee of each sale', () => {
    expect(SALE_FEE_PERCENT).toBe(5);
  });

  it('shows 50 listings a page unless asked, at most 100', () => {
    expect(MARKET_PAGE_SIZE).toEqual({ default: 50, max: 100 });
  });
});

describe('saleFee and sellerReceives (docs/RULES.md, "Market")', () => {
  // 5% of the price, rounded down, at least 1; the seller gets the rest.
  it.each([
    { price: 1, fee: 1, receives: 0 },
    { price: 19, fee: 1, receives: 18 },
    { price: 20, fee: 1, receives: 19 },
    { price: 39, fee: 1, receives: 38 },
    { price: 40, fee: 2, receives: 38 },
    { price: 1000, fee: 50, receives: 950 },
    { price: 1_000_000, fee: 50_000, receives: 950_000 },
  ])('a sale at $price pays a fee of $fee and the seller $receives', ({ price, fee, receives }) => {
    expect(saleFee(price)).toBe(fee);
    expect(sellerReceives(price)).toBe(receives);
  });

  it('splits every price between the fee and the seller, the fee 5% rounded down but at least 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: LISTING_PRICE.min, max: LISTING_PRICE.max }), (price) => {
        const fee = saleFee(price);
        expect(fee + sellerReceives(price)).toBe(price);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(1);
        // At most 5%, or 1 where 5% is less than 1: 100 x fee <= max(100, 5 x price).
        expect(100 * fee).toBeLessThanOrEqual(Math.max(100, SALE_FEE_PERCENT * price));
        // Rounded down, in integers: 5% of price is price / 20.
        expect(fee).toBe(Math.max(1, (price - (price % 20)) / 20));
      }),
    );
  });

  it('never pays the seller less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (price) => {
        expect(sellerReceives(price)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('median (docs/RULES.md, "Market")', () => {
  it.each<{ title: string; values: number[]; median: number | null }>([
    { title: 'no sales have no median', values: [], median: null },
    { title: 'one sale is its own median', values: [700], median: 700 },
    { title: 'an odd count takes the middle value', values: [100, 200, 900], median: 200 },
    {
      title: 'an even count takes the mean of the two middle values',
      values: [100, 200, 300, 1000],
      median: 250,
    },
    { title: 'the mean of the middle two may be a half', values: [1, 2], median: 1.5 },
    { title: 'unsorted input is sorted first (odd)', values: [900, 100, 200], median: 200 },
    {
      title: 'unsorted input is sorted first (even)',
      values: [1000, 300, 100, 200],
      median: 250,
    },
    { title: 'values are sorted as numbers, not as text', values: [10, 9, 100], median: 10 },
    { title: 'repeated values count each time', values: [5, 5, 5, 80], median: 5 },
  ])('$title', ({ values, median: expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves its input in the order given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('lies between the smallest and the largest value, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1 }), (values) => {
        const middle = median(values);
        expect(middle).not.toBeNull();
        expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
        expect(middle).toBeLessThanOrEqual(Math.max(...values));
        expect(median([...values].reverse())).toBe(middle);
      }),
    );
  });
});
