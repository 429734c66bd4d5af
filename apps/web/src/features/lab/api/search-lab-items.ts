import { API_PATHS, LabItemListSchema, type LabItem } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/lab/items/search with the empty filter (spec section 7). The key is the shared
 * one: crafting harvests and buys into the lab and refreshes this same list.
 */
export function searchLabItems(signal?: AbortSignal): Promise<LabItem[]> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.labItemsSearch,
    body: { filter: {} },
    schema: LabItemListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const labItemsQuery = queryOptions({
  queryKey: queryKeys.labItems,
  queryFn: ({ signal }) => searchLabItems(signal),
});

export function useLabItems() {
  return useQuery(labItemsQuery);
}
