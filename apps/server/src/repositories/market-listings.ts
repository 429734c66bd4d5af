/** SQL for the player market: listings, their pages, the seller's sales. */
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { CardClass, CardQuality } from '@alchemy/game-rules';
import type { Db, Tx } from '../db/database';
import {
  battleCard,
  marketListing,
  marketListingCount,
  marketListingCountDelta,
  player,
} from '../db/schema';
import type { CardRow } from './battle-cards';

export type ListingRow = typeof marketListing.$inferSelect;

export async function findListing(db: Db | Tx, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(marketListing).where(eq(marketListing.id, id)).limit(1);
  return row ?? null;
}

export interface ListingFilter {
  class?: CardClass | undefined;
  quality?: CardQuality | undefined;
  minLevel?: number | undefined;
  maxLevel?: number | undefined;
  maxPrice?: number | undefined;
}

export type ListingOrder = 'newest' | 'price-low' | 'price-high' | 'level-high' | 'level-low';

const ORDER: Record<ListingOrder, SQL[]> = {
  newest: [desc(marketListing.createdAt), asc(marketListing.id)],
  'price-low': [asc(marketListing.price), desc(marketListing.createdAt), asc(marketListing.id)],
  'price-high': [desc(marketListing.price), desc(marketListing.createdAt), asc(marketListing.id)],
  'level-high': [
    desc(marketListing.cardLevel),
    desc(marketListing.createdAt),
    asc(marketListing.id),
  ],
  'level-low': [asc(marketListing.cardLevel), desc(marketListing.createdAt), asc(marketListing.id)],
};

/**
 * `status = 'active'` as a literal, not a parameter: the partial indexes on active listings
 * (market_listing_active_idx, market_listing_one_active_per_card) then match the generic
 * plan PostgreSQL settles on for a named statement too; with `$1` only a custom plan could
 * use them, and the generic one scanned the table (`npm run bench:world`'s plans).
 */
const isActive = sql`${marketListing.status} = 'active'`;

function activeWhere(filter: ListingFilter): SQL | undefined {
  return and(
    isActive,
    filter.class ? eq(marketListing.cardClass, filter.class) : undefined,
    filter.quality ? eq(marketListing.cardQuality, filter.quality) : undefined,
    filter.minLevel !== undefined ? gte(marketListing.cardLevel, filter.minLevel) : undefined,
    filter.maxLevel !== undefined ? lte(marketListing.cardLevel, filter.maxLevel) : undefined,
    filter.maxPrice !== undefined ? lte(marketListing.price, filter.maxPrice) : undefined,
  );
}

export interface ActiveListingRow {
  listing: ListingRow;
  card: CardRow;
  sellerName: string;
}

/** One page of active listings with their cards and sellers, and how many match in all. */
export async function activeListingsPage(
  db: Db | Tx,
  filter: ListingFilter,
  order: ListingOrder,
  page: { offset: number; limit: number },
): Promise<{ rows: ActiveListingRow[]; total: number }> {
  const where = activeWhere(filter);
  const rows = await db
    .select({ listing: marketListing, card: battleCard, sellerName: player.name })
    .from(marketListing)
    .innerJoin(battleCard, eq(battleCard.id, marketListing.cardId))
    .innerJoin(player, eq(player.id, marketListing.sellerId))
    .where(where)
    .orderBy(...ORDER[order])
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countActiveListings(db, filter) };
}

/** The columns that say a listing's kind, in market_listing and in its two count tables. */
interface KindColumns {
  cardClass: AnyPgColumn;
  cardQuality: AnyPgColumn;
  cardLevel: AnyPgColumn;
}

function kindWhere(filter: ListingFilter, table: KindColumns): SQL | undefined {
  return and(
    filter.class ? eq(table.cardClass, filter.class) : undefined,
    filter.quality ? eq(table.cardQuality, filter.quality) : undefined,
    filter.minLevel !== undefined ? gte(table.cardLevel, filter.minLevel) : undefined,
    filter.maxLevel !== undefined ? lte(table.cardLevel, filter.maxLevel) : undefined,
  );
}

const sumOf = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`;

/**
 * How many active listings match: the kinds' counts plus the deltas written since the last
 * fold (migration 0020's triggers, docs/adr/0117-market-listing-totals.md): a row per kind of
 * card and per write since the fold, however many listings there are, where a count read
 * every active listing.
 * One statement, so one snapshot: a fold committing meanwhile is seen whole or not at all.
 * A price is no part of a kind, so a page filtered by price still counts its listings.
 */
export async function countActiveListings(db: Db | Tx, filter: ListingFilter): Promise<number> {
  if (filter.maxPrice !== undefined) return db.$count(marketListing, activeWhere(filter));
  const deltas = db
    .select({ n: sumOf(marketListingCountDelta.delta) })
    .from(marketListingCountDelta)
    .where(kindWhere(filter, marketListingCountDelta));
  const [row] = await db
    .select({
      // drizzle puts the subquery in parentheses.
      total: sql`(${sumOf(marketListingCount.listings)} + ${deltas})::int`.mapWith(Number),
    })
    .from(marketListingCount)
    .where(kindWhere(filter, marketListingCount));
  return row?.total ?? 0;
}

const FoldAnswerSchema = z.object({ rows: z.array(z.object({ folded: z.number() })) });

/**
 * Moves the deltas into the kinds' counts in one statement: the deltas it deletes are the
 * ones it adds, and a delta committed meanwhile stays for the next fold. Run under the
 * housekeeping lock, so two folds never delete the same rows in opposite orders. Answers how
 * many delta rows it folded.
 */
export async function foldListingCounts(tx: Tx): Promise<number> {
  const answer: unknown = await tx.execute(sql`
    with folded as (
      delete from market_listing_count_delta
      returning card_class, card_quality, card_level, delta
    ), added as (
      insert into market_listing_count as t (card_class, card_quality, card_level, listings)
      select card_class, card_quality, card_level, sum(delta)::int from folded
      group by card_class, card_quality, card_level
      on conflict (card_class, card_quality, card_level)
      do update set listings = t.listings + excluded.listings
    )
    select count(*)::int as folded from folded`);
  // Both drivers answer { rows }; parsed rather than trusted.
  return FoldAnswerSchema.parse(answer).rows[0]?.folded ?? 0;
}

/** The player's own active listings, newest first. */
export async function activeListingsOf(db: Db | Tx, sellerId: string): Promise<ActiveListingRow[]> {
  return db
    .select({ listing: marketListing, card: battleCard, sellerName: player.name })
    .from(marketListing)
    .innerJoin(battleCard, eq(battleCard.id, marketListing.cardId))
    .innerJoin(player, eq(player.id, marketListing.sellerId))
    .where(and(eq(marketListing.sellerId, sellerId), isActive))
    .orderBy(desc(marketListing.createdAt));
}

/** What the player sold, newest first, with the buyer's name. */
export async function salesOf(db: Db | Tx, sellerId: string, limit: number) {
  const buyer = alias(player, 'buyer');
  return db
    .select({ listing: marketListing, buyerName: buyer.name })
    .from(marketListing)
    .leftJoin(buyer, eq(buyer.id, marketListing.buyerId))
    .where(and(eq(marketListing.sellerId, sellerId), eq(marketListing.status, 'sold')))
    .orderBy(desc(marketListing.endedAt))
    .limit(limit);
}
