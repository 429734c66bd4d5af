import { type MarketListingsPage, type MarketListingsQuery } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { listingsQuery } from '../market-filters';
import { FIRST_PAGE, nextListingsPage } from '../listings-pages';
import { marketKeys } from './market-keys';

/** GET /api/market/listings: one page of active listings, filtered and sorted. */
export function getMarketListings(
  query: MarketListingsQuery,
  signal?: AbortSignal,
): Promise<MarketListingsPage> {
  return callEndpoint(endpoints.marketListings, { query: listingsQuery(query), signal });
}

function marketListingsQuery(filters: Omit<MarketListingsQuery, 'page'>) {
  return infiniteQueryOptions({
    queryKey: marketKeys.listingsFor(filters),
    queryFn: ({ pageParam, signal }) => getMarketListings({ ...filters, page: pageParam }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextListingsPage,
  });
}

/** Page 1 first, 'Load more' for the next; a new filter keeps the old list until it answers. */
export function useMarketListings(filters: Omit<MarketListingsQuery, 'page'>) {
  return useInfiniteQuery({ ...marketListingsQuery(filters), placeholderData: keepPreviousData });
}
