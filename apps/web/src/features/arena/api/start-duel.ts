import { API_PATHS, type DuelResult } from '@alchemy/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestDuelResult } from '@/shared/duel/duel-result';

/**
 * POST /api/arena/duel/start: the server fights and answers with the whole action list.
 * 429 DUEL_COOLDOWN while the cooldown runs; 400 / 409 with a message the player can read;
 * UnreadableDuelError when the fight happened but this client cannot read it.
 */
function startDuel(cardIds: readonly string[]): Promise<DuelResult> {
  return requestDuelResult({ method: 'POST', path: API_PATHS.arenaDuelStart, body: { cardIds } });
}

export function useStartDuel() {
  return useMutation({ mutationFn: startDuel });
}
