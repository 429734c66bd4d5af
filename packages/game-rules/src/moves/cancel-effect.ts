/**
 * Cancelling a listing's effect (docs/RULES.md, "Market"): from the listing the move
 * locked, either why it is refused (checkCancel) or what it changes: the listing ends
 * cancelled and its card comes back unlisted. No money moves. The server persists it
 * (services/market-service.ts#cancelListing).
 */
import { ok, type Result } from '../result';
import { checkCancel, type CancelError, type ListingView } from './market';

/** A listing as its moves read it: with its id and its card (null once the card is gone). */
export interface MarketListingState extends ListingView {
  id: string;
  cardId: string | null;
}

/** Everything a cancel reads, under the seller's lock, the card's and the listing's. */
export interface CancelState {
  playerId: string;
  listing: MarketListingState | null;
}

export interface CancelEffect {
  listing: { id: string; status: 'cancelled' };
  /** The card, back to unlisted; null only if the listing names none (never an active one). */
  card: { id: string; isListed: false } | null;
}

/** The effect of the seller cancelling `state.listing`. */
export function cancelEffect(state: CancelState): Result<CancelEffect, CancelError> {
  const checked = checkCancel({ playerId: state.playerId, listing: state.listing });
  if (!checked.ok) return checked;
  const listing = checked.value;
  return ok({
    listing: { id: listing.id, status: 'cancelled' },
    card: listing.cardId === null ? null : { id: listing.cardId, isListed: false },
  });
}
