import type { DuelResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { readFoughtDuel, UnreadableDuelError } from '@/shared/duel/duel-result';

/** GET /api/arena/duels/{id}: a fought duel of this player, to watch again. */
export function getDuelReplay(duelId: string, signal?: AbortSignal): Promise<DuelResult> {
  return readFoughtDuel(
    callEndpoint(endpoints.arenaDuelReplay, { params: { id: duelId }, signal }),
  );
}

/**
 * A 4xx or a duel this client cannot read is an answer, not a glitch: asking again gives
 * the same, only later. Anything else (network, 5xx) gets the app's usual two retries.
 */
export function retryReplay(failureCount: number, error: Error): boolean {
  if (error instanceof UnreadableDuelError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function duelReplayQuery(duelId: string) {
  return queryOptions({
    queryKey: ['arena', 'replay', duelId] as const,
    queryFn: ({ signal }) => getDuelReplay(duelId, signal),
    // A fought duel never changes.
    staleTime: Infinity,
    retry: retryReplay,
  });
}

export function useDuelReplay(duelId: string) {
  return useQuery(duelReplayQuery(duelId));
}
