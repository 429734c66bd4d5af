import { API_PATHS, CancelListingResultSchema, type CancelListingResult } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { marketKeys } from './market-keys';

/** DELETE /api/market/listings/{id}: the card comes back, unlisted. */
export function cancelListing(listingId: string): Promise<CancelListingResult> {
  return apiRequest({
    method: 'DELETE',
    path: fillPath(API_PATHS.marketListing, { id: listingId }),
    schema: CancelListingResultSchema,
  });
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
