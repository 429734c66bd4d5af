import { type GameItemEntry } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/craft/game/start/items: the base elements and the level that unlocks each. */
function getStartItems(signal?: AbortSignal): Promise<GameItemEntry[]> {
  return callEndpoint(endpoints.craftGameStartItems, { signal });
}

const startItemsQuery = queryOptions({
  queryKey: ['crafting', 'start-items'] as const,
  queryFn: ({ signal }) => getStartItems(signal),
  // The catalogue's base elements only change with a release.
  staleTime: 10 * 60_000,
});

export function useStartItems() {
  return useQuery(startItemsQuery);
}
