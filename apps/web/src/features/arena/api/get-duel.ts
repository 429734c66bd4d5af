import { type Duel } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export const duelKey = ['arena', 'duel'] as const;

/** GET /api/arena/duel: the pending duel, created on first ask, the same until fought. */
function getDuel(signal?: AbortSignal): Promise<Duel> {
  return callEndpoint(endpoints.arenaDuel, { signal });
}

const duelQuery = queryOptions({
  queryKey: duelKey,
  queryFn: ({ signal }) => getDuel(signal),
  // The opponent does not change until the duel is fought; starting one removes this entry.
  staleTime: Infinity,
});

/**
 * Asked only once no cooldown is running (docs/RULES.md, "Arena and duels": at zero a duel
 * is fetched).
 */
export function useDuel(enabled: boolean) {
  return useQuery({ ...duelQuery, enabled });
}
