import { API_PATHS, type CraftingGame } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/shared/queries/query-keys';
import { lazySchema } from '@/lib/lazy-schema';

/** GET /api/craft/game: the current run; 404 NO_CRAFTING_GAME before the first start. */
function getCraftingGame(signal?: AbortSignal): Promise<CraftingGame> {
  return apiRequest({
    path: API_PATHS.craftGame,
    schema: lazySchema('CraftingGameSchema'),
    ...(signal ? { signal } : {}),
  });
}

export const craftingGameQuery = queryOptions({
  queryKey: queryKeys.craftingGame,
  queryFn: ({ signal }) => getCraftingGame(signal),
  // The run changes only through this screen's own calls, which refresh it explicitly.
  staleTime: 5_000,
});

export function useCraftingGame() {
  return useQuery(craftingGameQuery);
}
