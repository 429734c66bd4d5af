import { type BattleCard, type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';

/** POST /api/lab/craft: one lab item id per slot, in slot order. */
function craftBattleCard(itemIds: readonly string[]): Promise<BattleCard> {
  return callEndpoint(endpoints.labCraft, { body: { items: [...itemIds] } });
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
