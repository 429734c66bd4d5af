import type { PublicReplay } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { readFoughtDuel } from '@/shared/duel/duel-result';
import { retryReplay } from './get-duel-replay';

/**
 * GET /api/replays/{replayId}: a shared replay, public by design. Sent without a token: it
 * needs none, and a signed-in visitor's is none of its business.
 */
function getPublicReplay(replayId: string, signal?: AbortSignal): Promise<PublicReplay> {
  return readFoughtDuel(callEndpoint(endpoints.replay, { params: { replayId }, signal }));
}

export function usePublicReplay(replayId: string) {
  return useQuery({
    queryKey: ['replay', replayId] as const,
    queryFn: ({ signal }) => getPublicReplay(replayId, signal),
    // A fought duel never changes.
    staleTime: Infinity,
    retry: retryReplay,
  });
}
