import type { DuelResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { readFoughtDuel } from '@/shared/duel/duel-result';

/**
 * POST /api/arena/duel/start: the server fights and answers with the whole action list.
 * 429 DUEL_COOLDOWN while the cooldown runs; 400 / 409 with a message the player can read;
 * UnreadableDuelError when the fight happened but this client cannot read it.
 */
function startDuel(cardIds: readonly string[]): Promise<DuelResult> {
  return readFoughtDuel(
    callEndpoint(endpoints.arenaDuelStart, { body: { cardIds: [...cardIds] } }),
  );
}

export function useStartDuel() {
  return useMutation({ mutationFn: startDuel });
}
