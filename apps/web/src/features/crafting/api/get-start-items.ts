import { API_PATHS, type GameItemEntry } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/** GET /api/craft/game/start/items: the base elements and the level that unlocks each. */
function getStartItems(signal?: AbortSignal): Promise<GameItemEntry[]> {
  return apiRequest({
    path: API_PATHS.craftGameStartItems,
    schema: lazySchema('StartItemsSchema'),
    ...(signal ? { signal } : {}),
  });
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
