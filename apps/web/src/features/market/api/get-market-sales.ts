import { type MarketSale } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { marketKeys } from './market-keys';

/** GET /api/market/sales: the cards the player sold, newest first. */
function getMarketSales(signal?: AbortSignal): Promise<MarketSale[]> {
  return callEndpoint(endpoints.marketSales, { signal });
}

const marketSalesQuery = queryOptions({
  queryKey: marketKeys.sales,
  queryFn: ({ signal }) => getMarketSales(signal),
});

export function useMarketSales() {
  return useQuery(marketSalesQuery);
}
