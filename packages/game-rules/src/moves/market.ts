/**
 * The player market (docs/RULES.md, "Market"): reaching it, listing a card, buying a
 * listing and cancelling one. The market screen and the server run the same checks.
 */
import {
  LISTING_PRICE,
  MARKET_ACCESS_LEVEL,
  saleFee,
  sellerReceives,
  type ListingCurrency,
} from '../market';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Shortfall } from './afford';
import { checkNotListed, type CardListedError } from './card-step';

export type MarketLockedError = { code: 'MARKET_LOCKED'; requiredLevel: number; level: number };
export type PriceError = { code: 'PRICE_OUT_OF_RANGE'; min: number; max: number };
export type ListingGoneError = { code: 'LISTING_NOT_FOUND' } | { code: 'NO_LONGER_FOR_SALE' };

export type ListingError =
  MarketLockedError | { code: 'CARD_NOT_FOUND' } | CardListedError | PriceError;
export type PurchaseError =
  MarketLockedError | ListingGoneError | { code: 'OWN_LISTING' } | Shortfall;
export type CancelError = ListingGoneError;

export type ListingStatus = 'active' | 'sold' | 'cancelled';

/** What a sale at `price` pays out. */
export interface SaleTerms {
  price: number;
  currency: ListingCurrency;
  /** Burned: it leaves the economy. */
  fee: number;
  sellerReceives: number;
}

export function saleTerms(price: number, currency: ListingCurrency): SaleTerms {
  return { price, currency, fee: saleFee(price), sellerReceives: sellerReceives(price) };
}

/** The market opens at MARKET_ACCESS_LEVEL. */
export function checkMarketAccess(level: number): Result<void, MarketLockedError> {
  return level >= MARKET_ACCESS_LEVEL
    ? ok(undefined)
    : err({ code: 'MARKET_LOCKED', requiredLevel: MARKET_ACCESS_LEVEL, level });
}

/** A price is a whole number from LISTING_PRICE.min to LISTING_PRICE.max. */
export function checkListingPrice(price: number): Result<number, PriceError> {
  return Number.isInteger(price) && price >= LISTING_PRICE.min && price <= LISTING_PRICE.max
    ? ok(price)
    : err({ code: 'PRICE_OUT_OF_RANGE', min: LISTING_PRICE.min, max: LISTING_PRICE.max });
}

/**
 * Listing a card: the market is open to the player, the card is theirs (null: it is not)
 * and not already listed, and the price is in range.
 */
export function checkListing<T extends { isListed: boolean }>(input: {
  level: number;
  card: T | null | undefined;
  price: number;
  currency: ListingCurrency;
}): Result<{ card: T; terms: SaleTerms }, ListingError> {
  const access = checkMarketAccess(input.level);
  if (!access.ok) return access;
  if (!input.card) return err({ code: 'CARD_NOT_FOUND' });
  const listed = checkNotListed(input.card);
  if (!listed.ok) return listed;
  const price = checkListingPrice(input.price);
  if (!price.ok) return price;
  return ok({ card: listed.value, terms: saleTerms(price.value, input.currency) });
}

export interface ListingView {
  sellerId: string;
  status: ListingStatus;
  price: number;
  currency: ListingCurrency;
}

/**
 * Buying a listing: the market is open to the buyer, the listing exists and is still for
 * sale, it is not the buyer's own, and the buyer can pay its price.
 */
export function checkPurchase<T extends ListingView>(input: {
  level: number;
  buyerId: string;
  listing: T | null | undefined;
  balances: Balances;
}): Result<{ listing: T; terms: SaleTerms }, PurchaseError> {
  const access = checkMarketAccess(input.level);
  if (!access.ok) return access;
  const { listing } = input;
  if (!listing) return err({ code: 'LISTING_NOT_FOUND' });
  if (listing.status !== 'active') return err({ code: 'NO_LONGER_FOR_SALE' });
  if (listing.sellerId === input.buyerId) return err({ code: 'OWN_LISTING' });
  const paid = checkAfford(
    input.balances,
    { currency: listing.currency, amount: listing.price },
    'market-purchase',
  );
  return paid.ok ? ok({ listing, terms: saleTerms(listing.price, listing.currency) }) : paid;
}

/**
 * Cancelling a listing: only its seller may (to anyone else it does not exist), and only
 * while it is for sale.
 */
export function checkCancel<T extends ListingView>(input: {
  playerId: string;
  listing: T | null | undefined;
}): Result<T, CancelError> {
  const { listing } = input;
  if (!listing || listing.sellerId !== input.playerId) return err({ code: 'LISTING_NOT_FOUND' });
  if (listing.status !== 'active') return err({ code: 'NO_LONGER_FOR_SALE' });
  return ok(listing);
}
