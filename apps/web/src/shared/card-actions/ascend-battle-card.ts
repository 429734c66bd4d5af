import { type BattleCard } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';

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
    // The answer is the card as it is now: it replaces the old one in the list, which is
    // not fetched again. The diamonds spent are not in it, so the profile is.
    onSuccess: (card) => {
      queryClient.setQueryData<BattleCard[]>(battleCardsKey, (cards) =>
        cards?.map((entry) => (entry.id === card.id ? card : entry)),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: battleCardsKey }),
    // The diamonds spent show as a floating delta in the currency bar.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
