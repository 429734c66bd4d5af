import { type BattleCard, type Profile, type PurgeResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';

/** DELETE /api/lab/cards/{id}: the card's value back in credits; 409 while it is listed. */
function purgeBattleCard(cardId: string): Promise<PurgeResult> {
  return callEndpoint(endpoints.labCardPurge, { params: { id: cardId } });
}

export function usePurgeBattleCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeBattleCard,
    // The answer says what changed: the card is gone and its value is back in the purse.
    // Nothing is fetched again, unless the purge failed and the lists may be stale.
    onSuccess: ({ refunded, currency }, cardId) => {
      queryClient.setQueryData<BattleCard[]>(battleCardsKey, (cards) =>
        cards?.filter((card) => card.id !== cardId),
      );
      queryClient.setQueryData<Profile>(
        queryKeys.profile,
        (profile) => profile && { ...profile, [currency]: profile[currency] + refunded },
      );
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
