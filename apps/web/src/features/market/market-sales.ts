/**
 * 'Your sales': the cards the player sold, so a seller sees that a card sold, to whom,
 * and what it paid after the fee (docs/RULES.md, "Market").
 */
import { countOf, type MarketSale } from '@alchemy/contracts';
import type { ListingCurrency } from '@alchemy/game-rules';
import { formatNumber } from '@/lib/format';

/** The word after an amount of a listing currency, as in the price hint ('1,000 dust'). */
const UNIT: Record<ListingCurrency, string> = { magicDust: 'dust' };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Older sales show their date instead of 'N days ago'. */
const RELATIVE_DAYS = 30;

function ago(count: number, unit: string): string {
  return `${countOf(count, unit)} ago`;
}

/** 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date (UTC). */
export function soldWhenText(soldAtIso: string, nowMs: number): string {
  const soldAt = Date.parse(soldAtIso);
  if (Number.isNaN(soldAt)) return '';
  const elapsed = nowMs - soldAt;
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < RELATIVE_DAYS * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  return new Date(soldAt).toISOString().slice(0, 10);
}

export interface SaleLines {
  buyer: string;
  price: string;
  received: string;
}

/** The lines of one sale: who bought it, for how much, what the seller got after the fee. */
export function saleLines(sale: MarketSale): SaleLines {
  const unit = UNIT[sale.currency];
  return {
    buyer: `Bought by ${sale.buyer.name}`,
    price: `Sold for ${formatNumber(sale.price)} ${unit}`,
    received: `You received ${formatNumber(sale.received)} ${unit} (fee ${formatNumber(sale.fee)})`,
  };
}
