/**
 * The words of the market's memory (docs/RULES.md, "Market prices"): what a kind of card
 * sold for, whether a price is a bargain or steep, the graph's text alternative and the
 * recent sales. Pure, so tests pin them; the numbers and the rule are game-rules'.
 */
import {
  countOf,
  type BattleCard,
  type CardKind,
  type CardKindQuery,
  type PriceHistory,
  type RecentSale,
} from '@alchemy/contracts';
import { levelBand, levelBandText, priceVerdict, type PriceVerdict } from '@alchemy/game-rules';
import { formatNumber } from '@/lib/format';

/** The kind of a card, as the price calls ask for it: its class, quality and level. */
export function cardKindQuery(card: BattleCard): CardKindQuery {
  return { class: card.card.characterType, quality: card.quality, level: card.level };
}

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** 'Superior Mage cards, levels 10-14'. */
export function kindText(kind: CardKind): string {
  const band = levelBandText(levelBand(kind.band.min));
  return `${capital(kind.quality)} ${kind.class} cards, ${band}`;
}

/** The listing's line: 'Median 1,200 · 4 sales', or that none sold. */
export function historySummaryText(history: Pick<PriceHistory, 'median' | 'count' | 'days'>) {
  if (history.median === null || history.count === 0) {
    return `No sales in ${history.days} days`;
  }
  return `Median ${formatNumber(history.median)} · ${countOf(history.count, 'sale')}`;
}

export interface VerdictView {
  verdict: Exclude<PriceVerdict, 'unknown' | 'fair'>;
  /** 'Bargain: 40% under the median', 'Steep: 50% over the median'. */
  text: string;
}

/** A bargain or a steep price, in words (never colour alone); null for a fair or unknown one. */
export function verdictOf(
  price: number,
  history: Pick<PriceHistory, 'median' | 'count'> | undefined,
): VerdictView | null {
  if (!history || history.median === null) return null;
  const verdict = priceVerdict(price, history);
  if (verdict === 'unknown' || verdict === 'fair') return null;
  const percent = Math.round((Math.abs(price - history.median) / history.median) * 100);
  return verdict === 'bargain'
    ? { verdict, text: `Bargain: ${percent}% under the median` }
    : { verdict, text: `Steep: ${percent}% over the median` };
}

/** The sell dialog's line under the price, on issue 23's price hint, now by kind. */
export function sellHintText(history: PriceHistory): string {
  const kind = kindText(history.kind);
  if (history.median === null || history.count === 0) {
    return `No ${kind} sold in the last ${history.days} days.`;
  }
  const sales = countOf(history.count, 'sale');
  return `${kind} sold for a median of ${formatNumber(history.median)} dust (${sales} in the last ${history.days} days)`;
}

/** The graph's text alternative: what a sighted player reads off it. */
export function chartAltText(history: PriceHistory): string {
  const { points } = history;
  const last = points[points.length - 1];
  if (!last) return 'No sales to draw yet.';
  const step = history.resolution === 'hour' ? 'hour' : 'day';
  const span =
    history.resolution === 'hour' ? 'the last 48 hours' : `the last ${history.days} days`;
  const medians = points.map((p) => p.median);
  const low = Math.min(...medians);
  const high = Math.max(...medians);
  const range =
    low === high
      ? `${formatNumber(low)} dust`
      : `from ${formatNumber(low)} to ${formatNumber(high)} dust`;
  return `Median price by ${step} over ${span}: ${countOf(points.length, step)} with sales, ${range}, latest ${formatNumber(last.median)} dust.`;
}

/** 'just now', '5 min ago', '3 h ago', '2 d ago'. */
export function agoText(thenMs: number, nowMs: number): string {
  const minutes = Math.floor(Math.max(0, nowMs - thenMs) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** One recent sale: its card (name and level) and when. */
export function recentSaleText(sale: RecentSale, nowMs: number) {
  return {
    what: `${sale.name ?? 'A card'} · level ${sale.level}`,
    when: agoText(Date.parse(sale.soldAt), nowMs),
  };
}
