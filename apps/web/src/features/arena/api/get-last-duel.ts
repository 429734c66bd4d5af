import { type LastDuel } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';

/** GET /api/arena/last-duel: the player's last fight in a line ('Your last duel: won'). */
function getLastDuel(signal?: AbortSignal): Promise<LastDuel> {
  return callEndpoint(endpoints.arenaLastDuel, { signal });
}

/** Set from the start's answer when the player fights here; asked on a fresh visit. */
export function useLastDuel() {
  return useQuery({
    queryKey: queryKeys.lastDuel,
    queryFn: ({ signal }) => getLastDuel(signal),
    staleTime: 60_000,
  });
}
