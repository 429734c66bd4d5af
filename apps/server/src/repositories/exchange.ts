/** SQL for the currency exchange: its offers and the purchases that count against limits. */
import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { exchangeOffer, exchangePurchase } from '../db/schema';

export type OfferRow = typeof exchangeOffer.$inferSelect;
export type NewOffer = typeof exchangeOffer.$inferInsert;

export async function activeOffers(db: Db | Tx): Promise<OfferRow[]> {
  return db
    .select()
    .from(exchangeOffer)
    .where(eq(exchangeOffer.isActive, true))
    .orderBy(asc(exchangeOffer.sortOrder), asc(exchangeOffer.id));
}

const startOfTodayUtc = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;

/** How many of each offer the player bought today (UTC), by offer id. */
export async function purchasesToday(db: Db | Tx, playerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ offerId: exchangePurchase.offerId, count: sql<number>`count(*)::int` })
    .from(exchangePurchase)
    .where(
      and(
        eq(exchangePurchase.playerId, playerId),
        gte(exchangePurchase.createdAt, startOfTodayUtc),
      ),
    )
    .groupBy(exchangePurchase.offerId);
  return new Map(rows.map((row) => [row.offerId, row.count]));
}

/**
 * Makes the stored offers those of the content file: each upserted by id, and every offer
 * no longer in the file made inactive (purchases still point at it).
 */
export async function syncOffers(db: Db, offers: readonly NewOffer[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const offer of offers) {
      await tx
        .insert(exchangeOffer)
        .values({ ...offer, isActive: true })
        .onConflictDoUpdate({ target: exchangeOffer.id, set: { ...offer, isActive: true } });
    }
    const ids = offers.map((offer) => offer.id);
    await tx
      .update(exchangeOffer)
      .set({ isActive: false })
      .where(ids.length > 0 ? notInArray(exchangeOffer.id, ids) : undefined);
  });
}
