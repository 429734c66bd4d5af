import { API_PATHS, MarketListingSchema, type MarketListing } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { marketKeys } from './market-keys';

const MyListingsSchema = z.array(MarketListingSchema);

/** GET /api/market/my-listings: the player's active listings ('Cancel Sell' needs their ids). */
function getMyListings(signal?: AbortSignal): Promise<MarketListing[]> {
  return apiRequest({
    path: API_PATHS.marketMyListings,
    schema: MyListingsSchema,
    ...(signal ? { signal } : {}),
  });
}

const myListingsQuery = queryOptions({
  queryKey: marketKeys.myListings,
  queryFn: ({ signal }) => getMyListings(signal),
});

export function useMyListings() {
  return useQuery(myListingsQuery);
}
