/**
 * The selling view's numbers (docs/RULES.md, "Market"): whether the price typed may be
 * sent (game-rules' checkListingPrice and checkListing, the server's own checks) and what
 * the seller would receive (game-rules' saleTerms). Pure, so tests pin it.
 */
import { ruleMessage, type BattleCard } from '@alchemy/contracts';
import {
  checkListing,
  checkListingPrice,
  LISTING_PRICE,
  SALE_FEE_PERCENT,
  saleTerms,
  type ListingCurrency,
  type SaleTerms,
} from '@alchemy/game-rules';
import { formatNumber } from '@/lib/format';

/** Cards are listed in magic dust (game-rules' LISTING_CURRENCIES). */
export const LISTING_CURRENCY: ListingCurrency = 'magicDust';

/** What the price field holds when the selling view opens: 1000. */
export const DEFAULT_PRICE_TEXT = String(LISTING_PRICE.default);

/** The field's text as a number; NaN when it is empty or not a number at all. */
export function parsePrice(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export interface SellState {
  /** What the sale would pay out at this price; null while the price is not valid. */
  terms: SaleTerms | null;
  /** Why 'Sell' is disabled, in the rule table's words; null when it is enabled. */
  problem: string | null;
  canSell: boolean;
}

/**
 * The selling view at a given text in the price field: the price must be a whole number
 * from 1 to 1,000,000 and the card the player's own and not listed yet, as the server
 * will check again.
 */
export function sellState(
  priceText: string,
  facts: { level: number; card: Pick<BattleCard, 'isListed'> | null },
): SellState {
  const price = parsePrice(priceText);
  const priced = checkListingPrice(price);
  const listing = checkListing({ ...facts, price, currency: LISTING_CURRENCY });
  return {
    terms: priced.ok ? saleTerms(priced.value, LISTING_CURRENCY) : null,
    problem: listing.ok ? null : ruleMessage(listing.error),
    canSell: listing.ok,
  };
}

/** 'You receive 950'. */
export function youReceiveText(terms: SaleTerms): string {
  return `You receive ${formatNumber(terms.sellerReceives)}`;
}

/**
 * 'You hold 60 dust': the seller's purse beside the price, so 1,000 (the spec's default)
 * reads as a price, not as what they have.
 */
export function youHoldText(dust: number): string {
  return `You hold ${formatNumber(dust)} dust`;
}

/** 'Market fee: 50 (5%)': burned when the card sells. */
export function feeText(terms: SaleTerms): string {
  return `Market fee: ${formatNumber(terms.fee)} (${SALE_FEE_PERCENT}%)`;
}
