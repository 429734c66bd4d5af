import { API_PATHS, BattleCardSchema, type BattleCard, type Profile } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';

/** POST /api/lab/craft: one lab item id per slot, in slot order. */
function craftBattleCard(itemIds: readonly string[]): Promise<BattleCard> {
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
    // The answer is the new card: it heads the list (newest first) and, being a card, opens
    // the arena. The lab's stock is the one thing it does not say, so only that is fetched.
    onSuccess: (card) => {
      queryClient.setQueryData<BattleCard[]>(battleCardsKey, (cards) => cards && [card, ...cards]);
      queryClient.setQueryData<Profile>(
        queryKeys.profile,
        (profile) => profile && { ...profile, isArenaOpen: true },
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.labItems }),
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
