import { type CardKindQuery, type PriceHistory } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { cardKindQuery, marketKeys } from './market-keys';

/** GET /api/market/price-history: what this kind of card sold for, and its graph. */
export function getPriceHistory(query: CardKindQuery, signal?: AbortSignal): Promise<PriceHistory> {
  return callEndpoint(endpoints.marketPriceHistory, { query: cardKindQuery(query), signal });
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
