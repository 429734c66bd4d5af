/** SQL for the player market: listings, their pages, the seller's sales. */
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CardClass, CardQuality, ListingCurrency } from '@alchemy/game-rules';
import type { BattleCard } from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { battleCard, marketListing, player } from '../db/schema';
import type { CardRow } from './battle-cards';
import type { PlayerRow } from './players';

export type ListingRow = typeof marketListing.$inferSelect;

export async function findListing(db: Db | Tx, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(marketListing).where(eq(marketListing.id, id)).limit(1);
  return row ?? null;
}

/** A listing of the seller's card: the card is locked by the caller and frozen from now. */
export async function insertListing(
  tx: Tx,
  seller: Locked<PlayerRow>,
  card: Pick<CardRow, 'id' | 'characterType' | 'quality' | 'level'>,
  terms: { price: number; currency: ListingCurrency },
): Promise<ListingRow> {
  const [row] = await tx
    .insert(marketListing)
    .values({
      cardId: card.id,
      sellerId: seller.id,
      price: terms.price,
      currency: terms.currency,
      cardClass: card.characterType,
      cardQuality: card.quality,
      cardLevel: card.level,
    })
    .returning();
  if (!row) throw new Error('listing insert returned nothing');
  return row;
}

/** Ends a locked listing: sold (to whom, for what fee, the card as sold) or cancelled. */
export async function endListing(
  tx: Tx,
  listing: Pick<ListingRow, 'id'>,
  end:
    | { status: 'cancelled' }
    | { status: 'sold'; buyerId: string; fee: number; soldCard: BattleCard },
): Promise<void> {
  await tx
    .update(marketListing)
    .set({ ...end, endedAt: sql`now()` })
    .where(eq(marketListing.id, listing.id));
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
  const total = await db.$count(marketListing, where);
  return { rows, total };
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
