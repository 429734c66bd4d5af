import { type BattleCard, type LabItem, type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { labAfterCraft } from '../lab-cache';

/** POST /api/lab/craft: one lab item id per slot, in slot order. */
function craftBattleCard(itemIds: readonly string[]): Promise<BattleCard> {
  return callEndpoint(endpoints.labCraft, { body: { items: [...itemIds] } });
}

export function useCraftBattleCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: craftBattleCard,
    // The answer is the new card: it heads the list (newest first) and, being a card, opens
    // the arena. The lab's stock follows the craft's effect (lab-cache.ts), as the server
    // wrote it; only a list out of step with the server is fetched again.
    onSuccess: (card, itemIds) => {
      queryClient.setQueryData<BattleCard[]>(battleCardsKey, (cards) => cards && [card, ...cards]);
      const profile = queryClient.getQueryData<Profile>(queryKeys.profile);
      const lab = queryClient.getQueryData<LabItem[]>(queryKeys.labItems);
      const next = lab && profile ? labAfterCraft(lab, profile, itemIds) : null;
      queryClient.setQueryData<Profile>(
        queryKeys.profile,
        (held) => held && { ...held, isArenaOpen: true },
      );
      if (next) queryClient.setQueryData(queryKeys.labItems, next);
      else return queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.labItems }),
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
