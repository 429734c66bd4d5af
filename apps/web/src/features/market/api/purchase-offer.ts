import { type CurrencyOffer, type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { offersAfterPurchase } from '../exchange-cache';
import { marketKeys } from './market-keys';

/** POST /api/exchange/offers/{id}/purchase: one purchase of an offer; the new profile. */
export function purchaseOffer(offerId: string): Promise<Profile> {
  return callEndpoint(endpoints.exchangeOfferPurchase, { params: { id: offerId } });
}

export function usePurchaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseOffer,
    onSuccess: (profile, offerId) => {
      // What is left today, counted by the rules' own effect on the purse it was bought
      // with; offers the screen cannot follow are read again.
      const before = queryClient.getQueryData<Profile>(queryKeys.profile);
      const offers = queryClient.getQueryData<CurrencyOffer[]>(marketKeys.offers);
      const after = before && offers && offersAfterPurchase(offers, offerId, before);
      if (after) queryClient.setQueryData(marketKeys.offers, after);
      else void queryClient.invalidateQueries({ queryKey: marketKeys.offers });
      // The balances change at once (the currency bar shows the deltas).
      queryClient.setQueryData(queryKeys.profile, profile);
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        // The day's limit may be reached, or the offer gone.
        queryClient.invalidateQueries({ queryKey: marketKeys.offers }),
      ]),
  });
}
