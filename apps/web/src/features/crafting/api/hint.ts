import { type HintRequest, type HintResponse, type HintStatus } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { showUnsentWrite } from '@/lib/show-unsent-write';
import { showSnackbar } from '@/lib/snackbar-store';

const hintStatusKey = ['crafting', 'hint'] as const;

/** GET /api/craft/hint: when the free hint is ready and the price of a paid one. */
function getHintStatus(signal?: AbortSignal): Promise<HintStatus> {
  return callEndpoint(endpoints.craftHint, { signal });
}

/**
 * POST /api/craft/hint: a pair to try; `paid` accepts paying (in `payWith`) when the free
 * one is not ready.
 */
function takeHint(request: HintRequest): Promise<HintResponse> {
  return callEndpoint(endpoints.craftHintTake, { body: request });
}

export function useHintStatus(enabled: boolean) {
  return useQuery({
    queryKey: hintStatusKey,
    queryFn: ({ signal }) => getHintStatus(signal),
    enabled,
    // The countdown runs on the client from the seconds the server gave.
    staleTime: 60_000,
  });
}

export function useTakeHint(onHint: (hint: HintResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeHint,
    onSuccess: (hint) => {
      queryClient.setQueryData(hintStatusKey, hint.status);
      queryClient.setQueryData(queryKeys.profile, hint.profile);
      onHint(hint);
    },
    // The server's words: the cooldown left, the diamonds or dust missing, or nothing new.
    onError: (error) => {
      if (!showUnsentWrite(error, 'no hint was taken')) {
        showSnackbar(error.message, { type: 'error', durationMs: 5000 });
      }
      void queryClient.invalidateQueries({ queryKey: hintStatusKey });
    },
  });
}
