/**
 * Buying a listing's effect (docs/RULES.md, "Market"): from the buyer and the listing the
 * move locked, either why it is refused (checkPurchase, in its order) or what it changes:
 * the price leaves the buyer, the seller receives it and pays the fee (burned), each on the
 * ledger with its reason; the card becomes the buyer's, unlisted; the listing ends sold.
 * The server persists it (services/market-service.ts#purchaseListing).
 */
import type { LedgerReason } from '../ledger-reasons';
import { ok, type Result } from '../result';
import type { Balances } from './afford';
import type { BalanceDelta } from './craft-effect';
import type { MarketListingState } from './cancel-effect';
import { checkPurchase, type PurchaseError, type SaleTerms } from './market';

/** A balance change of one player of a move that pays several. */
export interface PlayerBalanceDelta extends BalanceDelta {
  playerId: string;
}

/** Everything a purchase reads, under the buyer's and seller's locks, the card's, the listing's. */
export interface PurchaseState {
  buyer: { id: string; level: number; balances: Balances };
  listing: MarketListingState | null;
}

export interface PurchaseEffect {
  terms: SaleTerms;
  sellerId: string;
  /**
   * In the order booked: the buyer pays the price, the seller receives it, the seller pays
   * the fee. The sum is minus the fee: only the fee leaves the game.
   */
  balances: PlayerBalanceDelta[];
  /** The card, the buyer's and unlisted; null only if the listing names none (never an active one). */
  card: { id: string; playerId: string; isListed: false } | null;
  listing: { id: string; status: 'sold'; buyerId: string; fee: number };
}

/** The effect of `state.buyer` buying `state.listing`. */
export function purchaseEffect(state: PurchaseState): Result<PurchaseEffect, PurchaseError> {
  const { buyer } = state;
  const checked = checkPurchase({
    level: buyer.level,
    buyerId: buyer.id,
    listing: state.listing,
    balances: buyer.balances,
  });
  if (!checked.ok) return checked;
  const { listing, terms } = checked.value;
  const reason = (kind: 'market-buy' | 'market-sale' | 'market-fee'): LedgerReason =>
    `${kind}:${listing.id}`;
  const { currency } = terms;
  return ok({
    terms,
    sellerId: listing.sellerId,
    balances: [
      { playerId: buyer.id, currency, delta: -terms.price, reason: reason('market-buy') },
      { playerId: listing.sellerId, currency, delta: terms.price, reason: reason('market-sale') },
      { playerId: listing.sellerId, currency, delta: -terms.fee, reason: reason('market-fee') },
    ],
    card:
      listing.cardId === null ? null : { id: listing.cardId, playerId: buyer.id, isListed: false },
    listing: { id: listing.id, status: 'sold', buyerId: buyer.id, fee: terms.fee },
  });
}
