import { type CardKindQuery, type RecentSales } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { cardKindQuery, marketKeys } from './market-keys';

/** GET /api/market/recent-sales: the latest sales of this kind of card, newest first. */
export function getRecentSales(query: CardKindQuery, signal?: AbortSignal): Promise<RecentSales> {
  return callEndpoint(endpoints.marketRecentSales, { query: cardKindQuery(query), signal });
}

/** Asked when a player opens a kind's recent sales. */
export function useRecentSales(query: CardKindQuery) {
  return useQuery({
    queryKey: marketKeys.recentSales(query),
    queryFn: ({ signal }) => getRecentSales(query, signal),
    staleTime: 30_000,
  });
}
