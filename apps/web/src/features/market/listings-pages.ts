/** The marketplace's pages: 'Load more' asks the next one while the last says hasMore. */
import { countOf, type MarketListing, type MarketListingsPage } from '@alchemy/contracts';

export const FIRST_PAGE = 1;

/** The page after `last`, or undefined when there is none. */
export function nextListingsPage(last: Pick<MarketListingsPage, 'page' | 'hasMore'>) {
  return last.hasMore ? last.page + 1 : undefined;
}

/**
 * The listings of every loaded page, in order, each once: a listing added or sold between
 * two pages shifts the rest, so one may come again on the next page.
 */
export function flattenListings(pages: readonly MarketListingsPage[]): MarketListing[] {
  const seen = new Set<string>();
  const listings: MarketListing[] = [];
  for (const page of pages) {
    for (const listing of page.data) {
      if (seen.has(listing.id)) continue;
      seen.add(listing.id);
      listings.push(listing);
    }
  }
  return listings;
}

/** '1 card for sale', '1,204 cards for sale': the total of the last page read. */
export function listingsTotalText(total: number): string {
  return `${countOf(total, 'card')} for sale`;
}
