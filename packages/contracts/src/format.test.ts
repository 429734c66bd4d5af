import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, formatInteger, pluralOf } from './format';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

describe('formatInteger', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1500, '-1,500'],
    [2.5, '3'],
    [-2.5, '-3'],
    [999.5, '1,000'],
    [-0.4, '0'],
    [-0, '0'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
    [Number.NaN, 'NaN'],
  ])('%s reads %s', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });

  it('reads as Intl.NumberFormat en-US does, but for minus zero', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e15, max: 1e15 })),
        (value) => {
          const expected = intl.format(value);
          expect(formatInteger(value)).toBe(expected === '-0' ? '0' : expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('countOf', () => {
  it.each([
    [0, 'card', undefined, '0 cards'],
    [1, 'card', undefined, '1 card'],
    [2, 'card', undefined, '2 cards'],
    [1200, 'item', undefined, '1,200 items'],
    [1, 'family', 'families', '1 family'],
    [5, 'family', 'families', '5 families'],
    [-1, 'credit', undefined, '-1 credit'],
  ])('%s %s reads %s', (count, one, other, expected) => {
    expect(countOf(count, one, other)).toBe(expected);
  });

  it('is singular exactly for one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), (count) => {
        expect(pluralOf(count, 'card') === 'card').toBe(Math.abs(count) === 1);
      }),
    );
  });
});
