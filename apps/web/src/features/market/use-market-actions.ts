import type { BattleCard, MarketListing, Profile } from '@alchemy/contracts';
import { spendNeedsConfirmation } from '@alchemy/game-rules';
import { useCallback, useState } from 'react';
import { unsentWriteText } from '@/lib/api-error';
import { showSnackbar } from '@/lib/snackbar-store';
import { playRefusedSound } from '@/lib/sound';
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

/**
 * A failed market call: a write the connection stopped says nothing happened, a refusal
 * brings the server's words, anything else the screen's fallback.
 */
function showError(error: unknown, fallback: string, what: string, nothingHappened: string): void {
  console.warn(what, error);
  const unsent = unsentWriteText(error, nothingHappened);
  if (unsent) playRefusedSound();
  showSnackbar(unsent ?? serverMessageOr(error, fallback), {
    type: 'error',
    durationMs: MARKET_ERROR_MS,
  });
}

/**
 * What the player does on the Player Market tab: open the selling view and list a card,
 * cancel a listing, buy a listing. Each says how it went in a snackbar (docs/RULES.md,
 * "Market"); the lists and the balances refresh through the calls' own hooks.
 */
export function useMarketActions(profile: Profile) {
  const create = useCreateListing();
  const cancel = useCancelListing();
  const purchase = usePurchaseListing();
  const [sellingCard, setSellingCard] = useState<BattleCard | null>(null);
  // A purchase above a fifth of its balance asks first (docs/RULES.md, "Currencies").
  const [confirmingListing, setConfirmingListing] = useState<MarketListing | null>(null);

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
          onError: (error) =>
            showError(error, LISTING_FAILED, 'Listing the card failed', 'nothing was listed'),
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
        onError: (error) =>
          showError(
            error,
            LISTING_FAILED,
            'Cancelling the listing failed',
            'the card is still for sale',
          ),
      });
    },
    [cancel],
  );

  const buyNow = useCallback(
    (listing: MarketListing) => {
      if (purchase.isPending) return;
      // A fresh key for this click; the mutation's retries reuse it.
      purchase.mutate(purchaseOf(listing.id), {
        onSuccess: () => showSnackbar(PURCHASE_SUCCESS, { type: 'success' }),
        onError: (error) =>
          showError(error, PURCHASE_FAILED, 'Buying the card failed', 'nothing was bought'),
      });
    },
    [purchase],
  );

  const buy = useCallback(
    (listing: MarketListing) => {
      const cost = { currency: listing.currency, amount: listing.price };
      if (spendNeedsConfirmation(cost, profile)) setConfirmingListing(listing);
      else buyNow(listing);
    },
    [buyNow, profile],
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
    /** The listing whose purchase waits for the player's yes, or null. */
    confirmingListing,
    confirmBuy: useCallback(() => {
      if (confirmingListing) buyNow(confirmingListing);
      setConfirmingListing(null);
    }, [buyNow, confirmingListing]),
    cancelBuy: useCallback(() => setConfirmingListing(null), []),
    /** The listing being bought, while it is. */
    buyingId: purchase.isPending ? (purchase.variables?.listingId ?? null) : null,
  };
}
