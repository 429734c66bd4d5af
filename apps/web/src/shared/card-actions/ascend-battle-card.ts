import { type BattleCard, type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { profileAfterStep } from './card-cache';

/**
 * PUT /api/lab/cards/{id}/ascend: one call both improves and ascends (docs/RULES.md, "Lab and
 * battle cards").
 */
function ascendBattleCard(cardId: string): Promise<BattleCard> {
  return callEndpoint(endpoints.labCardAscend, { params: { id: cardId } });
}

export function useAscendBattleCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ascendBattleCard,
    // The answer is the card as it is now (its stats are the server's): it replaces the old
    // one in the list, which is not fetched again. The diamonds spent follow the step's
    // effect on the card as it was (card-cache.ts), and show as a floating delta in the
    // currency bar; a purse out of step with the server is fetched again.
    onSuccess: (card) => {
      const cards = queryClient.getQueryData<BattleCard[]>(battleCardsKey);
      const profile = queryClient.getQueryData<Profile>(queryKeys.profile);
      const paid = profileAfterStep(profile, cards, card.id);
      queryClient.setQueryData<BattleCard[]>(battleCardsKey, (held) =>
        held?.map((entry) => (entry.id === card.id ? card : entry)),
      );
      if (paid) queryClient.setQueryData(queryKeys.profile, paid);
      else return queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
