import { type Duel, type RivalKind } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { showSnackbar } from '@/lib/snackbar-store';
import { duelKey } from './get-duel';

/** POST /api/arena/duel/rival: this duel fights this rival (fixed until fought). */
function chooseRival(duelId: string, kind: RivalKind): Promise<Duel> {
  return callEndpoint(endpoints.arenaDuelRival, { body: { duelId, kind } });
}

/** POST /api/arena/duel/refresh: three new rivals, a few times a day. */
function refreshRivals(duelId: string): Promise<Duel> {
  return callEndpoint(endpoints.arenaDuelRefresh, { body: { duelId } });
}

/**
 * Choosing and drawing again: the answer is the duel as it now stands, so it replaces the
 * cached one; a refusal (409, 429, a duel gone) is said in the server's words and the
 * duel is asked for again.
 */
export function useRivalMoves() {
  const queryClient = useQueryClient();
  const onSuccess = (duel: Duel) => queryClient.setQueryData(duelKey, duel);
  const onError = (error: Error) => {
    showSnackbar(
      error instanceof ApiError ? error.message : 'The arena did not answer. Try again.',
      {
        type: 'error',
      },
    );
    void queryClient.invalidateQueries({ queryKey: duelKey });
  };
  const choose = useMutation({
    mutationFn: ({ duelId, kind }: { duelId: string; kind: RivalKind }) =>
      chooseRival(duelId, kind),
    onSuccess,
    onError,
  });
  const refresh = useMutation({ mutationFn: refreshRivals, onSuccess, onError });
  return { choose, refresh };
}
