import { API_PATHS, DuelResultSchema, type DuelResult } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';

/** GET /api/arena/duels/{id}: a fought duel of this player, to watch again. */
export function getDuelReplay(duelId: string, signal?: AbortSignal): Promise<DuelResult> {
  return apiRequest({
    path: fillPath(API_PATHS.arenaDuelReplay, { id: duelId }),
    schema: DuelResultSchema,
    ...(signal ? { signal } : {}),
  });
}

export function duelReplayQuery(duelId: string) {
  return queryOptions({
    queryKey: ['arena', 'replay', duelId] as const,
    queryFn: ({ signal }) => getDuelReplay(duelId, signal),
    // A fought duel never changes.
    staleTime: Infinity,
  });
}

export function useDuelReplay(duelId: string) {
  return useQuery(duelReplayQuery(duelId));
}
