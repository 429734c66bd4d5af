import { describe, expect, it } from 'vitest';
import { flattenListings, listingsTotalText, nextListingsPage } from './listings-pages';
import { listing, page } from './test-fixtures';

describe('nextListingsPage', () => {
  it('asks the next page while the last one says there is more', () => {
    expect(nextListingsPage({ page: 1, hasMore: true })).toBe(2);
    expect(nextListingsPage({ page: 4, hasMore: false })).toBeUndefined();
  });
});

describe('flattenListings', () => {
  it('lists every page in order, each listing once', () => {
    const [a, b, c] = [listing(), listing(), listing()];
    if (!a || !b || !c) throw new Error('fixtures');
    expect(
      flattenListings([page([a, b], { hasMore: true }), page([b, c], { page: 2 })]).map(
        (entry) => entry.id,
      ),
    ).toEqual([a.id, b.id, c.id]);
    expect(flattenListings([])).toEqual([]);
  });
});

describe('listingsTotalText', () => {
  it('counts the cards for sale', () => {
    expect(listingsTotalText(0)).toBe('0 cards for sale');
    expect(listingsTotalText(1)).toBe('1 card for sale');
    expect(listingsTotalText(1204)).toBe('1,204 cards for sale');
  });
});
