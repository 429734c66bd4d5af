/**
 * The player market and the currency exchange: numbers and formulas (docs/RULES.md,
 * "Market"). The checks of what a player asks to do are in moves/market.ts and
 * moves/exchange.ts.
 */

/** Level from which a player can reach the market and the exchange. */
export const MARKET_ACCESS_LEVEL = 3;

/** A listing's price: a whole number of the listing currency, within these bounds. */
export const LISTING_PRICE = { min: 1, max: 1_000_000, default: 1000 } as const;

/** The currencies a card may be listed in: magic dust only, for now. */
export const LISTING_CURRENCIES = ['magicDust'] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];

export function isListingCurrency(value: string): value is ListingCurrency {
  return (LISTING_CURRENCIES as readonly string[]).includes(value);
}

/** Percentage of a sale's price the market keeps: burned, a sink for the economy. */
export const SALE_FEE_PERCENT = 5;

/** The fee of a sale at `price`: 5%, rounded down, at least 1. */
export function saleFee(price: number): number {
  return Math.max(1, Math.floor((price * SALE_FEE_PERCENT) / 100));
}

/** What the seller receives of a sale at `price`: the price less the fee, never below 0. */
export function sellerReceives(price: number): number {
  return Math.max(0, price - saleFee(price));
}

/** Listings per page of the marketplace: 50 unless asked, at most 100. */
export const MARKET_PAGE_SIZE = { default: 50, max: 100 } as const;

/** The middle value, the mean of the two middle ones for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
