import { API_PATHS, DuelSchema, type Duel } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const duelKey = ['arena', 'duel'] as const;

/** GET /api/arena/duel: the pending duel, created on first ask, the same until fought. */
function getDuel(signal?: AbortSignal): Promise<Duel> {
  return apiRequest({
    path: API_PATHS.arenaDuel,
    schema: DuelSchema,
    ...(signal ? { signal } : {}),
  });
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
