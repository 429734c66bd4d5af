import { type BattleCard, type Profile, type PurgeResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { afterCardPurge } from './card-cache';

/** DELETE /api/lab/cards/{id}: the card's value back in credits; 409 while it is listed. */
function purgeBattleCard(cardId: string): Promise<PurgeResult> {
  return callEndpoint(endpoints.labCardPurge, { params: { id: cardId } });
}

const refetchBoth = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: battleCardsKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  ]);

export function usePurgeBattleCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeBattleCard,
    // The card goes and its value comes back: the purge's effect (card-cache.ts), as the
    // server wrote it, on the list and the purse the screen holds. Fetched again only when
    // they are out of step with the server, or the purge failed.
    onSuccess: (_answer, cardId) => {
      const next = afterCardPurge(
        queryClient.getQueryData<Profile>(queryKeys.profile),
        queryClient.getQueryData<BattleCard[]>(battleCardsKey),
        cardId,
      );
      if (!next) return refetchBoth(queryClient);
      queryClient.setQueryData(battleCardsKey, next.cards);
      queryClient.setQueryData(queryKeys.profile, next.profile);
    },
    onError: () => refetchBoth(queryClient),
  });
}
