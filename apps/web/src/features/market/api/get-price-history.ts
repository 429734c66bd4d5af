import {
  API_PATHS,
  PriceHistorySchema,
  type CardKindQuery,
  type PriceHistory,
} from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cardKindSearch, marketKeys } from './market-keys';

/** GET /api/market/price-history: what this kind of card sold for, and its graph. */
export function getPriceHistory(query: CardKindQuery, signal?: AbortSignal): Promise<PriceHistory> {
  return apiRequest({
    path: `${API_PATHS.marketPriceHistory}?${cardKindSearch(query)}`,
    schema: PriceHistorySchema,
    ...(signal ? { signal } : {}),
  });
}

function priceHistoryQuery(query: CardKindQuery) {
  return queryOptions({
    queryKey: marketKeys.priceHistory(query),
    queryFn: ({ signal }) => getPriceHistory(query, signal),
    // Sales of 30 days: a minute does not move the median; a purchase refetches it anyway.
    staleTime: 60_000,
  });
}

/** Asked by a listing once it scrolls into view, and by the selling view. */
export function usePriceHistory(query: CardKindQuery, enabled = true) {
  return useQuery({ ...priceHistoryQuery(query), enabled });
}
