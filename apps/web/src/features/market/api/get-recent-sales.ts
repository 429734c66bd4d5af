import {
  API_PATHS,
  RecentSalesSchema,
  type CardKindQuery,
  type RecentSales,
} from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cardKindSearch, marketKeys } from './market-keys';

/** GET /api/market/recent-sales: the latest sales of this kind of card, newest first. */
export function getRecentSales(query: CardKindQuery, signal?: AbortSignal): Promise<RecentSales> {
  return apiRequest({
    path: `${API_PATHS.marketRecentSales}?${cardKindSearch(query)}`,
    schema: RecentSalesSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Asked when a player opens a kind's recent sales. */
export function useRecentSales(query: CardKindQuery) {
  return useQuery({
    queryKey: marketKeys.recentSales(query),
    queryFn: ({ signal }) => getRecentSales(query, signal),
    staleTime: 30_000,
  });
}
