import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { marketKeys } from './market-keys';

/** POST /api/exchange/offers/{id}/purchase: one purchase of an offer; the new profile. */
export function purchaseOffer(offerId: string): Promise<Profile> {
  return callEndpoint(endpoints.exchangeOfferPurchase, { params: { id: offerId } });
}

export function usePurchaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseOffer,
    // The balances change at once (the currency bar shows the deltas).
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
    // What is left today changed, or the offer is gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.offers }),
  });
}
