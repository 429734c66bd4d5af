import {
  API_PATHS,
  MarketListingSchema,
  type CreateListingRequest,
  type MarketListing,
} from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { marketKeys } from './market-keys';

/** POST /api/market/listings: puts one of the player's cards up for sale. */
export function createListing(request: CreateListingRequest): Promise<MarketListing> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.marketListings,
    body: request,
    schema: MarketListingSchema,
  });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSettled: () =>
      Promise.all([
        // The card is now listed (frozen) everywhere it shows: lab, arena, market.
        queryClient.invalidateQueries({ queryKey: battleCardsKey }),
        queryClient.invalidateQueries({ queryKey: marketKeys.myListings }),
        queryClient.invalidateQueries({ queryKey: marketKeys.listings }),
      ]),
  });
}
