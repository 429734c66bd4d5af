import { API_PATHS, BattleCardSchema, type BattleCard } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { battleCardsKey } from '@/lib/battle-cards-query';

/** POST /api/lab/craft: one lab item id per slot, in slot order. */
export function craftBattleCard(itemIds: readonly string[]): Promise<BattleCard> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.labCraft,
    body: { items: itemIds },
    schema: BattleCardSchema,
  });
}

export function useCraftBattleCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: craftBattleCard,
    onSettled: () =>
      Promise.all([
        // The items were consumed, the card list grew, and isArenaOpen may have flipped.
        queryClient.invalidateQueries({ queryKey: queryKeys.labItems }),
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
