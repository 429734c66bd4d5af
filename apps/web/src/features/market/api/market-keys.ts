import type { CardKindQuery, MarketListingsQuery } from '@alchemy/contracts';
import { levelBand } from '@alchemy/game-rules';

/**
 * The market's query keys. Only this feature reads them: the cards and the profile a sale
 * or a purchase changes are the shared keys of src/shared/queries/query-keys.ts.
 */
export const marketKeys = {
  all: ['market'] as const,
  /** Every filtered list of listings: a purchase, a listing or a refresh refetches them. */
  listings: ['market', 'listings'] as const,
  listingsFor: (query: Omit<MarketListingsQuery, 'page'>) => ['market', 'listings', query] as const,
  myListings: ['market', 'my-listings'] as const,
  sales: ['market', 'sales'] as const,
  /** Every kind's history: a purchase refetches them (its sale is in one of them). */
  prices: ['market', 'prices'] as const,
  // Keyed by band, not level: cards of one kind share one request.
  priceHistory: (query: CardKindQuery) => ['market', 'prices', 'history', kindKey(query)] as const,
  recentSales: (query: CardKindQuery) => ['market', 'prices', 'recent', kindKey(query)] as const,
  offers: ['market', 'exchange-offers'] as const,
};

function kindKey(query: CardKindQuery) {
  return { class: query.class, quality: query.quality, band: levelBand(query.level).min };
}

/** The query naming a kind: class, quality and a level (the server finds the band). */
export function cardKindQuery(query: CardKindQuery): CardKindQuery {
  return { class: query.class, quality: query.quality, level: query.level };
}
