import type { MarketListingsQuery, PriceHintQuery } from '@alchemy/contracts';

/**
 * The market's query keys. Only this feature reads them: the cards and the profile a sale
 * or a purchase changes are the shared keys of src/lib/query-keys.ts.
 */
export const marketKeys = {
  all: ['market'] as const,
  /** Every filtered list of listings: a purchase, a listing or a refresh refetches them. */
  listings: ['market', 'listings'] as const,
  listingsFor: (query: Omit<MarketListingsQuery, 'page'>) => ['market', 'listings', query] as const,
  myListings: ['market', 'my-listings'] as const,
  sales: ['market', 'sales'] as const,
  priceHint: (query: PriceHintQuery) => ['market', 'price-hint', query] as const,
  offers: ['market', 'exchange-offers'] as const,
};
