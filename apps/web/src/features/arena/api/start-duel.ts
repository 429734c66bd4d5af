import { API_PATHS, DuelResultSchema, type DuelResult } from '@alchemy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/arena/duel/start: the server fights and answers with the whole action list.
 * 429 DUEL_COOLDOWN while the cooldown runs; 400 / 409 with a message the player can read.
 */
export function startDuel(cardIds: readonly string[]): Promise<DuelResult> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.arenaDuelStart,
    body: { cardIds },
    schema: DuelResultSchema,
  });
}

export function useStartDuel() {
  return useMutation({ mutationFn: startDuel });
}
