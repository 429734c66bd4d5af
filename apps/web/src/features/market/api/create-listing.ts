import { type CreateListingRequest, type MarketListing } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { marketKeys } from './market-keys';

/** POST /api/market/listings: puts one of the player's cards up for sale. */
export function createListing(request: CreateListingRequest): Promise<MarketListing> {
  return callEndpoint(endpoints.marketListingCreate, { body: request });
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
