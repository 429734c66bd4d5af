import { IDEMPOTENCY_KEY_HEADER, type PurchaseResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { shouldRetryPurchase } from '../market-errors';
import { newIdempotencyKey } from '../idempotency-key';
import { marketKeys } from './market-keys';

export interface PurchaseVariables {
  listingId: string;
  /** One per click on 'Buy'; the retries of that purchase send the same. */
  idempotencyKey: string;
}

/** A purchase of a listing, with the fresh key of one click. */
export function purchaseOf(listingId: string): PurchaseVariables {
  return { listingId, idempotencyKey: newIdempotencyKey() };
}

/**
 * POST /api/market/listings/{id}/purchase: the card becomes the buyer's, the price moves
 * to the seller less the fee. The Idempotency-Key makes a repeat answer what the first
 * answered, never a second purchase.
 */
export function purchaseListing({
  listingId,
  idempotencyKey,
}: PurchaseVariables): Promise<PurchaseResult> {
  return callEndpoint(endpoints.marketListingPurchase, {
    params: { id: listingId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function usePurchaseListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseListing,
    // Variables are kept between attempts, so a retry carries the same key.
    retry: shouldRetryPurchase,
    onSuccess: ({ profile }) => {
      // The dust spent shows as a floating delta in the currency bar.
      queryClient.setQueryData(queryKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: battleCardsKey });
      // The sale is now in its kind's history.
      void queryClient.invalidateQueries({ queryKey: marketKeys.prices });
    },
    onError: () => {
      // The purse the Buy buttons were priced with may be stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
    // Sold, or gone to another buyer: the list changes either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.listings }),
  });
}
