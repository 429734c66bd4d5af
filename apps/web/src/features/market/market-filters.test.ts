import type { MarketListingsQuery } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersQuery,
  hasActiveFilters,
  isCardClassOption,
  isCardQualityOption,
  isMarketSort,
  listingsQuery,
  MARKET_PAGE_LIMIT,
  SORT_OPTIONS,
} from './market-filters';

describe('filtersQuery', () => {
  it('asks 50 a page, newest first, with no filter by default', () => {
    expect(MARKET_PAGE_LIMIT).toBe(50);
    expect(filtersQuery(DEFAULT_FILTERS)).toEqual({ limit: 50, sort: 'newest' });
  });

  it('maps every filter and the sort', () => {
    expect(
      filtersQuery({
        class: 'Beast',
        quality: 'superior',
        minLevel: '2',
        maxLevel: '9',
        maxPrice: '5000',
        sort: 'price-low',
      }),
    ).toEqual({
      limit: 50,
      class: 'Beast',
      quality: 'superior',
      minLevel: 2,
      maxLevel: 9,
      maxPrice: 5000,
      sort: 'price-low',
    });
  });

  it('leaves out a number field that is empty, not whole or out of the contract’s range', () => {
    for (const text of ['', '  ', 'abc', '0', '-1', '2.5', '1001']) {
      expect(filtersQuery({ ...DEFAULT_FILTERS, minLevel: text }), text).not.toHaveProperty(
        'minLevel',
      );
    }
    expect(filtersQuery({ ...DEFAULT_FILTERS, maxLevel: '1000' }).maxLevel).toBe(1000);
    expect(filtersQuery({ ...DEFAULT_FILTERS, maxPrice: '1000000' }).maxPrice).toBe(1_000_000);
    expect(filtersQuery({ ...DEFAULT_FILTERS, maxPrice: '1000001' })).not.toHaveProperty(
      'maxPrice',
    );
    expect(filtersQuery({ ...DEFAULT_FILTERS, maxPrice: ' 70 ' }).maxPrice).toBe(70);
  });
});

describe('hasActiveFilters', () => {
  it('is true when a filter narrows the list; the sort alone does not', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'level-high' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, minLevel: 'x' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, quality: 'poor' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: '10' })).toBe(true);
  });
});

/** The fields a query string would carry, in order. */
const sent = (query: MarketListingsQuery) =>
  Object.entries(listingsQuery(query)).filter(([, value]) => value !== undefined);

describe('listingsQuery', () => {
  it('puts the fields in a fixed order, page first', () => {
    expect(sent({ ...filtersQuery(DEFAULT_FILTERS), page: 1 })).toEqual([
      ['page', 1],
      ['limit', 50],
      ['sort', 'newest'],
    ]);
    expect(
      sent({
        sort: 'level-low',
        maxPrice: 300,
        class: 'Mythical',
        page: 3,
        limit: 50,
        minLevel: 1,
      }),
    ).toEqual([
      ['page', 3],
      ['limit', 50],
      ['class', 'Mythical'],
      ['minLevel', 1],
      ['maxPrice', 300],
      ['sort', 'level-low'],
    ]);
  });
});

describe('the select options', () => {
  it('offers the contract’s sorts, newest first', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([
      'newest',
      'price-low',
      'price-high',
      'level-high',
      'level-low',
    ]);
  });

  it('accepts only known values from a select', () => {
    expect(isMarketSort('price-high')).toBe(true);
    expect(isMarketSort('cheapest')).toBe(false);
    expect(isCardClassOption('all')).toBe(true);
    expect(isCardClassOption('Mage')).toBe(true);
    expect(isCardClassOption('Wizard')).toBe(false);
    expect(isCardQualityOption('normal')).toBe(true);
    expect(isCardQualityOption('legendary')).toBe(false);
  });
});
