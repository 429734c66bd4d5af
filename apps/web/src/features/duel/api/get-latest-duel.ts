import type { DuelResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { readFoughtDuel } from '@/shared/duel/duel-result';
import { retryReplay } from './get-duel-replay';

/** GET /api/arena/duels/latest: the player's last fought duel (404 before the first). */
function getLatestDuel(signal?: AbortSignal): Promise<DuelResult> {
  return readFoughtDuel(callEndpoint(endpoints.arenaLatestDuel, { signal }));
}

/**
 * Asked only on a reload of the duel screen (no fight was handed over in memory). Never
 * cached across mounts: the last duel changes with every fight.
 */
export function useLatestDuel(enabled: boolean) {
  return useQuery({
    queryKey: ['arena', 'latest-duel'] as const,
    queryFn: ({ signal }) => getLatestDuel(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: retryReplay,
  });
}
