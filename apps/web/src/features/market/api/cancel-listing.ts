import { type CancelListingResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { marketKeys } from './market-keys';

/** DELETE /api/market/listings/{id}: the card comes back, unlisted. */
export function cancelListing(listingId: string): Promise<CancelListingResult> {
  return callEndpoint(endpoints.marketListingCancel, { params: { id: listingId } });
}

export function useCancelListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelListing,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: marketKeys.myListings }),
        queryClient.invalidateQueries({ queryKey: marketKeys.listings }),
      ]),
  });
}
