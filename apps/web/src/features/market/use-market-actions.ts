import type { BattleCard, MarketListing } from '@alchemy/contracts';
import { useCallback, useState } from 'react';
import { showSnackbar } from '@/lib/snackbar-store';
import { useCancelListing } from './api/cancel-listing';
import { useCreateListing } from './api/create-listing';
import { purchaseOf, usePurchaseListing } from './api/purchase-listing';
import { serverMessageOr } from './market-errors';
import {
  CARD_LISTED_SUCCESS,
  LISTING_CANCELLED,
  LISTING_FAILED,
  MARKET_ERROR_MS,
  PURCHASE_FAILED,
  PURCHASE_SUCCESS,
} from './market-texts';
import { LISTING_CURRENCY } from './sell-price';

function showError(error: unknown, fallback: string, what: string): void {
  console.warn(what, error);
  showSnackbar(serverMessageOr(error, fallback), { type: 'error', durationMs: MARKET_ERROR_MS });
}

/**
 * What the player does on the Player Market tab: open the selling view and list a card,
 * cancel a listing, buy a listing. Each says how it went in a snackbar (docs/RULES.md,
 * "Market"); the lists and the balances refresh through the calls' own hooks.
 */
export function useMarketActions() {
  const create = useCreateListing();
  const cancel = useCancelListing();
  const purchase = usePurchaseListing();
  const [sellingCard, setSellingCard] = useState<BattleCard | null>(null);

  const sell = useCallback(
    (card: BattleCard, price: number) => {
      if (create.isPending) return;
      create.mutate(
        { cardId: card.id, price, currency: LISTING_CURRENCY },
        {
          onSuccess: () => {
            setSellingCard(null);
            showSnackbar(CARD_LISTED_SUCCESS, { type: 'success' });
          },
          // The selling view stays open: the player may change the price and try again.
          onError: (error) => showError(error, LISTING_FAILED, 'Listing the card failed'),
        },
      );
    },
    [create],
  );

  const cancelListing = useCallback(
    (listingId: string) => {
      if (cancel.isPending) return;
      cancel.mutate(listingId, {
        onSuccess: () => showSnackbar(LISTING_CANCELLED, { type: 'success' }),
        onError: (error) => showError(error, LISTING_FAILED, 'Cancelling the listing failed'),
      });
    },
    [cancel],
  );

  const buy = useCallback(
    (listing: MarketListing) => {
      if (purchase.isPending) return;
      // A fresh key for this click; the mutation's retries reuse it.
      purchase.mutate(purchaseOf(listing.id), {
        onSuccess: () => showSnackbar(PURCHASE_SUCCESS, { type: 'success' }),
        onError: (error) => showError(error, PURCHASE_FAILED, 'Buying the card failed'),
      });
    },
    [purchase],
  );

  return {
    /** The card the selling view shows, or null when it is closed. */
    sellingCard,
    openSell: setSellingCard,
    closeSell: useCallback(() => setSellingCard(null), []),
    sell,
    selling: create.isPending,
    cancelListing,
    /** The listing being cancelled, while it is. */
    cancellingId: cancel.isPending ? (cancel.variables ?? null) : null,
    buy,
    /** The listing being bought, while it is. */
    buyingId: purchase.isPending ? (purchase.variables?.listingId ?? null) : null,
  };
}

export type MarketActions = ReturnType<typeof useMarketActions>;
