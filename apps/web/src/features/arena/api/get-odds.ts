import type { DuelOdds } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/arena/odds: the chosen cards' win chance against the pending duel. */
function getOdds(cardIds: readonly string[], signal?: AbortSignal): Promise<DuelOdds> {
  return callEndpoint(endpoints.arenaOdds, { query: { cardIds: cardIds.join(',') }, signal });
}

/**
 * Asked once every slot holds a card. Kept a minute per duel and selection: the server
 * simulates 1,000 fights each time, and the odds only move when the cards do.
 */
export function useOdds(duelId: string, cardIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ['arena', 'odds', duelId, cardIds.join(',')] as const,
    queryFn: ({ signal }) => getOdds(cardIds, signal),
    enabled,
    staleTime: 60_000,
    // A 4xx (a card the slots no longer allow) is an answer: the line just stays away.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
