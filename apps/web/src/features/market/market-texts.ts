/**
 * Texts and timings of the market screen (docs/RULES.md, "Market" and "Client timings and
 * texts"); the quoted ones are binding word for word. The words of a rule's refusal are
 * the one message table's (contracts' ruleMessage), or the server's, which says the same.
 */
import { formatNumber } from '@/lib/format';

// ---- The screen. ----
export const MARKET_TITLE = 'Market';
export const MARKET_TAGLINE = 'Trade battle cards with other alchemists, or exchange currencies.';
export const TAB_PLAYER_MARKET = 'Player Market';
export const TAB_CURRENCY_EXCHANGE = 'Currency Exchange';

// ---- Your cards and selling. ----
export const NO_CARDS_TO_SELL = 'You have no battle cards to sell.';
export const LISTING_FAILED = 'Failed to list card.';
export const CARD_LISTED_SUCCESS = 'Card listed on the market!';
export const LISTING_CANCELLED = 'Listing cancelled: the card is back in your collection.';

// ---- The marketplace and buying. ----
export const NO_LISTINGS = 'No cards available on the market.';
export const LISTINGS_LOAD_FAILED = 'Failed to load market listings';
export const PURCHASE_SUCCESS = 'Card purchased successfully!';
export const PURCHASE_FAILED = 'Failed to purchase card.';

// ---- Your sales. ----
export const NO_SALES = 'None of your cards has sold yet.';
export const SALES_LOAD_FAILED = 'Failed to load your sales';

// ---- The currency exchange. ----
export const DEFAULT_OFFER_TITLE = 'Special Offer';
export const OFFER_PURCHASE_SUCCESS = 'Purchase successful!';
export const OFFER_PURCHASE_FAILED = 'Purchase failed.';
export const NO_OFFERS = 'No currency offers available at the moment.';
export const OFFERS_LOAD_FAILED = 'Failed to load currency offers';

/** Error snackbars stay as long as the app's other failures (buy, upgrade, sign-in). */
export const MARKET_ERROR_MS = 5000;

/**
 * The sale's fee on a listing (docs/RULES.md, "Market"): what the seller keeps of the
 * price, the 5% fee being burned.
 */
export function listingFeeText(
  listing: { fee: number; sellerReceives: number },
  isOwn: boolean,
): string {
  const fee = formatNumber(listing.fee);
  const receives = formatNumber(listing.sellerReceives);
  return isOwn ? `You receive ${receives} (fee ${fee})` : `Fee ${fee}, seller receives ${receives}`;
}
