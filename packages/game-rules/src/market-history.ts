/**
 * The market's memory (docs/RULES.md, "Market prices"): which cards count as one kind, how
 * their sales are rolled up by hour and by day, the median a listing is measured against,
 * and when a price reads as a bargain or as steep. Pure: the caller passes the time.
 */
import type { CardClass, CardQuality } from './cards';

/**
 * Level bands: cards of one class and quality whose levels share a band are one kind. Narrow
 * where levels come fast, wider later, where a few levels change a card less.
 */
export const LEVEL_BANDS = [
  { min: 1, max: 4 },
  { min: 5, max: 9 },
  { min: 10, max: 14 },
  { min: 15, max: 19 },
  { min: 20, max: 29 },
  { min: 30, max: 39 },
  { min: 40, max: 49 },
  { min: 50, max: null },
] as const satisfies readonly { min: number; max: number | null }[];

export type LevelBand = (typeof LEVEL_BANDS)[number];

/** The band of a card's level (levels below 1 fall in the first). */
export function levelBand(level: number): LevelBand {
  let found: LevelBand = LEVEL_BANDS[0];
  for (const band of LEVEL_BANDS) if (level >= band.min) found = band;
  return found;
}

/** 'levels 5-9', 'levels 50+'. */
export function levelBandText(band: LevelBand): string {
  return band.max === null ? `levels ${band.min}+` : `levels ${band.min}-${band.max}`;
}

/** One kind of card on the market: what its sales are grouped by. */
export interface CardKind {
  class: CardClass;
  quality: CardQuality;
  /** The first level of the kind's band: the band's id. */
  band: number;
}

export function cardKind(card: {
  class: CardClass;
  quality: CardQuality;
  level: number;
}): CardKind {
  return { class: card.class, quality: card.quality, band: levelBand(card.level).min };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long the memory is kept: sales by the hour for `hourlyDays` days (whole days, folded
 * into one row a day after that), days for `days` days; the median reads the last `days`.
 */
export const PRICE_HISTORY = {
  hourlyDays: 7,
  days: 30,
  /** The graph draws hours while every sale of the window is this recent, days otherwise. */
  hourlyGraphHours: 48,
  /** The recent sales a player can open. */
  recentSales: 20,
} as const;

/** The hour a sale at `ms` is counted in (UTC). */
export function hourBucket(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

/** The day an hour is folded into (UTC). */
export function dayBucket(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Hours before this instant are folded into days by housekeeping: a whole UTC day at a time. */
export function foldBefore(nowMs: number): number {
  return dayBucket(nowMs - PRICE_HISTORY.hourlyDays * DAY_MS);
}

/** Days before this instant are forgotten. */
export function forgetBefore(nowMs: number): number {
  return dayBucket(nowMs - PRICE_HISTORY.days * DAY_MS);
}

/** One rolled-up hour or day of a kind's sales. */
export interface PricePoint {
  /** Start of the hour or day, ms since the epoch. */
  at: number;
  resolution: 'hour' | 'day';
  count: number;
  min: number;
  max: number;
  median: number;
}

/**
 * The kind's median over the points: the median of all sales, each hour or day standing for
 * its count of sales at its own median. Exact while each point holds one sale or all sales
 * of a point sit on one side of the middle; a close estimate otherwise, kept in a few numbers
 * per point instead of every price.
 */
export function historyMedian(
  points: readonly Pick<PricePoint, 'count' | 'median'>[],
): number | null {
  const counted = points.filter((p) => p.count > 0);
  const total = counted.reduce((sum, p) => sum + p.count, 0);
  if (total === 0) return null;
  const sorted = [...counted].sort((a, b) => a.median - b.median);
  // The value at a 0-based rank among all sales.
  const at = (rank: number): number => {
    let seen = 0;
    for (const point of sorted) {
      seen += point.count;
      if (rank < seen) return point.median;
    }
    return sorted[sorted.length - 1]?.median ?? 0;
  };
  const middle = Math.floor(total / 2);
  const value = total % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return Math.round(value);
}

export function historyCount(points: readonly Pick<PricePoint, 'count'>[]): number {
  return points.reduce((sum, p) => sum + p.count, 0);
}

/** Fewer sales than this and no price is called a bargain or steep: one sale proves little. */
export const VERDICT_MIN_SALES = 3;
/** At or below this share of the median: a bargain. */
export const BARGAIN_RATIO = 0.75;
/** At or above this share of the median: steep. */
export const STEEP_RATIO = 1.35;

export type PriceVerdict = 'bargain' | 'steep' | 'fair' | 'unknown';

/** How a price compares with what the kind sold for. */
export function priceVerdict(
  price: number,
  history: { median: number | null; count: number },
): PriceVerdict {
  if (history.median === null || history.count < VERDICT_MIN_SALES) return 'unknown';
  if (price <= history.median * BARGAIN_RATIO) return 'bargain';
  if (price >= history.median * STEEP_RATIO) return 'steep';
  return 'fair';
}

/** One bar or dot of the graph. */
export interface ChartPoint {
  at: number;
  median: number;
  count: number;
}

/**
 * The graph's series: by hour when every sale of the window fell in the last
 * `hourlyGraphHours` hours (a young market shows its shape), by day otherwise. Points of one
 * day are merged by their weighted median; empty hours and days are left out (gaps).
 */
export function chartSeries(
  points: readonly PricePoint[],
  nowMs: number,
): { resolution: 'hour' | 'day'; points: ChartPoint[] } {
  const sorted = [...points].filter((p) => p.count > 0).sort((a, b) => a.at - b.at);
  const hourlyFrom = hourBucket(nowMs) - (PRICE_HISTORY.hourlyGraphHours - 1) * HOUR_MS;
  if (sorted.every((p) => p.resolution === 'hour' && p.at >= hourlyFrom)) {
    return {
      resolution: 'hour',
      points: sorted.map((p) => ({ at: p.at, median: p.median, count: p.count })),
    };
  }
  const days = new Map<number, PricePoint[]>();
  for (const point of sorted) {
    const day = dayBucket(point.at);
    days.set(day, [...(days.get(day) ?? []), point]);
  }
  return {
    resolution: 'day',
    points: [...days.entries()].map(([at, group]) => ({
      at,
      median: historyMedian(group) ?? 0,
      count: historyCount(group),
    })),
  };
}
