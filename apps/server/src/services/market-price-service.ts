/**
 * The market's memory (docs/RULES.md, "Market prices"): what a kind of card sold for, by
 * hour and by day, and its latest sales. The purchase counts each sale (recordSale, in its
 * transaction); housekeeping folds old hours into days (foldPriceHistory).
 */
import {
  cardKind,
  chartSeries,
  foldBefore,
  forgetBefore,
  historyCount,
  historyMedian,
  levelBand,
  PRICE_HISTORY,
  type CardKind,
  type PricePoint,
} from '@alchemy/game-rules';
import {
  BattleCardSchema,
  type BattleCard,
  type CardKind as CardKindView,
  type CardKindQuery,
  type PriceHistory,
  type RecentSales,
} from '@alchemy/contracts';
import type { Tx } from '../db/database';
import {
  foldPriceRollups,
  priceRollupsOf,
  recentSalesOf,
  recordSalePrice,
  type RollupRow,
} from '../repositories/market-prices';
import type { ServiceContext } from './context';

function kindView(query: CardKindQuery): CardKindView {
  const band = levelBand(query.level);
  return { class: query.class, quality: query.quality, band: { min: band.min, max: band.max } };
}

function toPoint(row: RollupRow): PricePoint {
  return {
    at: row.bucket.getTime(),
    resolution: row.resolution === 'day' ? 'day' : 'hour',
    count: row.count,
    min: row.min,
    max: row.max,
    median: row.median,
  };
}

/** The kind of a card as sold: counted once the purchase has taken all its locks. */
export async function recordSale(tx: Tx, card: BattleCard, price: number): Promise<void> {
  const kind: CardKind = cardKind({
    class: card.card.characterType,
    quality: card.quality,
    level: card.level,
  });
  await recordSalePrice(tx, kind, price);
}

/** GET /market/price-history: the kind's median and count over the window, and its graph. */
export async function priceHistory(
  ctx: ServiceContext,
  query: CardKindQuery,
  nowMs = Date.now(),
): Promise<PriceHistory> {
  const rows = await priceRollupsOf(ctx.db, cardKind(query), new Date(forgetBefore(nowMs)));
  const points = rows.map(toPoint);
  const series = chartSeries(points, nowMs);
  return {
    kind: kindView(query),
    median: historyMedian(points),
    count: historyCount(points),
    days: PRICE_HISTORY.days,
    resolution: series.resolution,
    points: series.points.map((p) => ({
      at: new Date(p.at).toISOString(),
      median: p.median,
      count: p.count,
    })),
  };
}

/** GET /market/recent-sales: the kind's latest sales within the window, newest first. */
export async function recentSales(
  ctx: ServiceContext,
  query: CardKindQuery,
  nowMs = Date.now(),
): Promise<RecentSales> {
  const rows = await recentSalesOf(
    ctx.db,
    { class: query.class, quality: query.quality, band: levelBand(query.level) },
    new Date(forgetBefore(nowMs)),
    PRICE_HISTORY.recentSales,
  );
  return {
    kind: kindView(query),
    sales: rows.flatMap((row) =>
      row.soldAt
        ? [
            {
              price: row.price,
              level: row.level,
              // The record's card is read defensively: an odd one loses its name, not the list.
              name: BattleCardSchema.safeParse(row.soldCard).data?.card.name ?? null,
              soldAt: row.soldAt.toISOString(),
            },
          ]
        : [],
    ),
  };
}

/** Housekeeping: whole days of hours older than a week become days; days past 30 go. */
export async function foldPriceHistory(tx: Tx, nowMs: number) {
  return foldPriceRollups(tx, {
    foldBefore: new Date(foldBefore(nowMs)),
    forgetBefore: new Date(forgetBefore(nowMs)),
  });
}
