import { API_PATHS, PublicReplaySchema, type PublicReplay } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { fillPath } from '@/lib/api-path';
import { requestFoughtDuel } from '@/shared/duel/duel-result';
import { retryReplay } from './get-duel-replay';

/**
 * GET /api/replays/{replayId}: a shared replay, public by design. Sent without a token: it
 * needs none, and a signed-in visitor's is none of its business.
 */
function getPublicReplay(replayId: string, signal?: AbortSignal): Promise<PublicReplay> {
  return requestFoughtDuel(
    {
      path: fillPath(API_PATHS.replay, { replayId }),
      token: null,
      ...(signal ? { signal } : {}),
    },
    PublicReplaySchema,
  );
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
