import { type CraftingGame } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';

/** GET /api/craft/game: the current run; 404 NO_CRAFTING_GAME before the first start. */
function getCraftingGame(signal?: AbortSignal): Promise<CraftingGame> {
  return callEndpoint(endpoints.craftGame, { signal });
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
