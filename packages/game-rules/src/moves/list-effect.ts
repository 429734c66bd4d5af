/**
 * Listing a card's effect (docs/RULES.md, "Market"): from the player's level and the card
 * the move locked, either why it is refused (checkListing, in its order) or, as plain
 * data, what it changes: a listing of the card's kind at the price, the card frozen
 * (listed), and the pending duels that offer it withdrawn. The server persists it
 * (services/market-service.ts#createListing); nothing here reads a database or a clock.
 */
import type { ListingCurrency } from '../market';
import { type Result, ok } from '../result';
import { checkListing, type ListingError, type SaleTerms } from './market';

/** The card as listing reads it: whose kind the listing copies, and whether it is listed. */
export interface ListCard {
  id: string;
  isListed: boolean;
  /** The stored class and quality, copied into the listing as they are. */
  characterType: string;
  quality: string;
  level: number;
}

/** Everything a listing reads, under the seller's lock and the card's. */
export interface ListState {
  level: number;
  /** The player's own card; null when it is not theirs (or not there). */
  card: ListCard | null;
}

/** The listing asked for. */
export interface ListMove {
  price: number;
  currency: ListingCurrency;
}

export interface ListEffect {
  terms: SaleTerms;
  /** The listing to insert: active, the card's kind copied (the filters and counts read it). */
  listing: {
    cardId: string;
    price: number;
    currency: ListingCurrency;
    cardClass: string;
    cardQuality: string;
    cardLevel: number;
  };
  /** The card, listed: frozen until sold or cancelled. */
  card: { id: string; isListed: true };
  /** A listed card is never an opponent: the pending duels offering it are withdrawn. */
  withdrawDuelsAgainst: string;
}

/** The effect of listing `state.card` at `move.price`; no money moves until it sells. */
export function listEffect(state: ListState, move: ListMove): Result<ListEffect, ListingError> {
  const checked = checkListing({
    level: state.level,
    card: state.card,
    price: move.price,
    currency: move.currency,
  });
  if (!checked.ok) return checked;
  const { card, terms } = checked.value;
  return ok({
    terms,
    listing: {
      cardId: card.id,
      price: terms.price,
      currency: terms.currency,
      cardClass: card.characterType,
      cardQuality: card.quality,
      cardLevel: card.level,
    },
    card: { id: card.id, isListed: true },
    withdrawDuelsAgainst: card.id,
  });
}
