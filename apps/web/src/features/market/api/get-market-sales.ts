import { API_PATHS, MarketSalesSchema, type MarketSale } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/market/sales: the cards the player sold, newest first. */
function getMarketSales(signal?: AbortSignal): Promise<MarketSale[]> {
  return apiRequest({
    path: API_PATHS.marketSales,
    schema: MarketSalesSchema,
    ...(signal ? { signal } : {}),
  });
}

const marketSalesQuery = queryOptions({
  queryKey: marketKeys.sales,
  queryFn: ({ signal }) => getMarketSales(signal),
});

export function useMarketSales() {
  return useQuery(marketSalesQuery);
}
