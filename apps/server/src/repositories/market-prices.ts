/**
 * SQL for the market's memory: a sale counted in its kind's hour, a kind's history and
 * recent sales, and housekeeping's folding of old hours into days.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { CardKind, LevelBand } from '@alchemy/game-rules';
import { z } from 'zod';
import type { Db, Tx } from '../db/database';
import { marketListing, marketPriceRollup } from '../db/schema';

const rollup = marketPriceRollup;
const FoldAnswerSchema = z.object({ rows: z.array(z.object({ n: z.number() })) });

/** The UTC hour or day holding a timestamp, whatever the session's time zone. */
const utcHour = sql`date_trunc('hour', now() at time zone 'UTC') at time zone 'UTC'`;

/**
 * Counts one sale in its kind's current hour. One upsert: racing buyers of one kind, on any
 * instance, queue on the hour's row and each adds its price; the median is computed again
 * from the hour's prices. Call it last in the purchase: the row is a world row (lock order).
 */
export async function recordSalePrice(tx: Tx, kind: CardKind, price: number): Promise<void> {
  await tx
    .insert(rollup)
    .values({
      cardClass: kind.class,
      cardQuality: kind.quality,
      band: kind.band,
      bucket: utcHour,
      resolution: 'hour',
      count: 1,
      min: price,
      max: price,
      median: price,
      prices: [price],
    })
    .onConflictDoUpdate({
      target: [rollup.cardClass, rollup.cardQuality, rollup.band, rollup.bucket, rollup.resolution],
      set: {
        count: sql`${rollup.count} + 1`,
        min: sql`least(${rollup.min}, excluded.min)`,
        max: sql`greatest(${rollup.max}, excluded.max)`,
        prices: sql`${rollup.prices} || excluded.prices`,
        median: sql`(select round(percentile_cont(0.5) within group (order by p))::int
          from unnest(${rollup.prices} || excluded.prices) as p)`,
      },
    });
}

export interface RollupRow {
  bucket: Date;
  resolution: string;
  count: number;
  min: number;
  max: number;
  median: number;
}

/** A kind's hours and days from `since` on, oldest first: one range scan of the primary key. */
export async function priceRollupsOf(
  db: Db | Tx,
  kind: CardKind,
  since: Date,
): Promise<RollupRow[]> {
  return db
    .select({
      bucket: rollup.bucket,
      resolution: rollup.resolution,
      count: rollup.count,
      min: rollup.min,
      max: rollup.max,
      median: rollup.median,
    })
    .from(rollup)
    .where(
      and(
        eq(rollup.cardClass, kind.class),
        eq(rollup.cardQuality, kind.quality),
        eq(rollup.band, kind.band),
        gte(rollup.bucket, since),
      ),
    )
    .orderBy(asc(rollup.bucket));
}

/** The latest sales of a kind, newest first (the sales index, then the band's levels). */
export async function recentSalesOf(
  db: Db | Tx,
  kind: Omit<CardKind, 'band'> & { band: LevelBand },
  since: Date,
  limit: number,
) {
  return db
    .select({
      price: marketListing.price,
      level: marketListing.cardLevel,
      soldAt: marketListing.endedAt,
      soldCard: marketListing.soldCard,
    })
    .from(marketListing)
    .where(
      and(
        eq(marketListing.status, 'sold'),
        eq(marketListing.cardClass, kind.class),
        eq(marketListing.cardQuality, kind.quality),
        gte(marketListing.endedAt, since),
        gte(marketListing.cardLevel, kind.band.min),
        kind.band.max === null ? undefined : lte(marketListing.cardLevel, kind.band.max),
      ),
    )
    .orderBy(desc(marketListing.endedAt))
    .limit(limit);
}

/**
 * Folds every hour before `foldBefore` (a UTC midnight) into its day, and forgets days
 * before `forgetBefore`. A day's numbers come from all its hours' prices at once, so its
 * median is exact; the cut at midnight means a day is folded whole, in one run.
 */
export async function foldPriceRollups(
  tx: Tx,
  cut: { foldBefore: Date; forgetBefore: Date },
): Promise<{ hoursFolded: number; daysForgotten: number }> {
  const folded: unknown = await tx.execute(sql`
    with gone as (
      delete from ${rollup}
      where ${rollup.resolution} = 'hour' and ${rollup.bucket} < ${cut.foldBefore.toISOString()}
      returning card_class, card_quality, band, bucket, prices
    ), days as (
      insert into ${rollup}
        (card_class, card_quality, band, bucket, resolution, count, min, max, median, prices)
      select g.card_class, g.card_quality, g.band,
        date_trunc('day', g.bucket at time zone 'UTC') at time zone 'UTC', 'day',
        count(p), min(p), max(p), round(percentile_cont(0.5) within group (order by p))::int, null
      from gone g cross join lateral unnest(g.prices) as p
      group by 1, 2, 3, 4
      on conflict (card_class, card_quality, band, bucket, resolution) do update set
        count = ${rollup}.count + excluded.count,
        min = least(${rollup}.min, excluded.min),
        max = greatest(${rollup}.max, excluded.max),
        median = round((${rollup}.median::numeric * ${rollup}.count
          + excluded.median::numeric * excluded.count) / (${rollup}.count + excluded.count))::int
    )
    select count(*)::int as n from gone
  `);
  const forgotten = await tx
    .delete(rollup)
    .where(and(eq(rollup.resolution, 'day'), lt(rollup.bucket, cut.forgetBefore)))
    .returning({ band: rollup.band });
  // Both drivers answer { rows }; parsed rather than trusted.
  const hoursFolded = FoldAnswerSchema.parse(folded).rows[0]?.n ?? 0;
  return { hoursFolded, daysForgotten: forgotten.length };
}
