import {
  API_PATHS,
  PriceHintSchema,
  type PriceHint,
  type PriceHintQuery,
} from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/market/price-hint: what cards like this one sold for lately. */
export function getPriceHint(query: PriceHintQuery, signal?: AbortSignal): Promise<PriceHint> {
  const search = new URLSearchParams({
    class: query.class,
    quality: query.quality,
    level: String(query.level),
  });
  return apiRequest({
    path: `${API_PATHS.marketPriceHint}?${search.toString()}`,
    schema: PriceHintSchema,
    ...(signal ? { signal } : {}),
  });
}

export function priceHintQuery(query: PriceHintQuery) {
  return queryOptions({
    queryKey: marketKeys.priceHint(query),
    queryFn: ({ signal }) => getPriceHint(query, signal),
    // Sales of the last 30 days: a few minutes do not change the median much.
    staleTime: 5 * 60_000,
  });
}

/** Asked while the selling view shows a card. */
export function usePriceHint(query: PriceHintQuery) {
  return useQuery(priceHintQuery(query));
}
