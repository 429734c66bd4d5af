import type { MarketListing } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { marketKeys } from './market-keys';

/** GET /api/market/my-listings: the player's active listings ('Cancel Sell' needs their ids). */
function getMyListings(signal?: AbortSignal): Promise<MarketListing[]> {
  return callEndpoint(endpoints.marketMyListings, { signal });
}

const myListingsQuery = queryOptions({
  queryKey: marketKeys.myListings,
  queryFn: ({ signal }) => getMyListings(signal),
});

export function useMyListings() {
  return useQuery(myListingsQuery);
}
