import { type LabItem } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from './query-keys';

/**
 * POST /api/lab/items/search with the empty filter: the player's lab stock. Shared by the
 * lab, which lists it, and the crafting game, which harvests and buys into it and marks
 * at game over what is not in it yet: one key, so either side's change refreshes both.
 */
// A read, though a POST (the filter is its body): it changes nothing, so a query, not a mutation.
function searchLabItems(signal?: AbortSignal): Promise<LabItem[]> {
  return callEndpoint(endpoints.labItemsSearch, { body: { filter: {} }, signal });
}

const labItemsQuery = queryOptions({
  queryKey: queryKeys.labItems,
  queryFn: ({ signal }) => searchLabItems(signal),
});

/**
 * The lab stock; `enabled: false` holds the request back (the crafting game needs it only
 * at game over).
 */
export function useLabItems({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...labItemsQuery, enabled });
}
