import { API_PATHS, LastDuelSchema, type LastDuel } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/shared/queries/query-keys';

/** GET /api/arena/last-duel: the player's last fight in a line ('Your last duel: won'). */
function getLastDuel(signal?: AbortSignal): Promise<LastDuel> {
  return apiRequest({
    path: API_PATHS.arenaLastDuel,
    schema: LastDuelSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Set from the start's answer when the player fights here; asked on a fresh visit. */
export function useLastDuel() {
  return useQuery({
    queryKey: queryKeys.lastDuel,
    queryFn: ({ signal }) => getLastDuel(signal),
    staleTime: 60_000,
  });
}
