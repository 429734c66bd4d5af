import { API_PATHS, ProfileSchema, type Profile } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';
import { queryKeys } from '@/shared/queries/query-keys';
import { marketKeys } from './market-keys';

/** POST /api/exchange/offers/{id}/purchase: one purchase of an offer; the new profile. */
export function purchaseOffer(offerId: string): Promise<Profile> {
  return apiRequest({
    method: 'POST',
    path: fillPath(API_PATHS.exchangeOfferPurchase, { id: offerId }),
    schema: ProfileSchema,
  });
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
