/**
 * The market page's total (migration 0020's triggers, the fold, countActiveListings) stays
 * equal to a count of the active listings through every way a listing starts or ends, on
 * PGlite and on PostgreSQL; and the migration counts the listings that existed before it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketListingsPage } from '@alchemy/contracts';
import { isCardClass, isCardQuality } from '@alchemy/game-rules';
import { marketListing, marketListingCountDelta, player, user } from '../db/schema';
import { cleanExpiredRows, foldMarketCounts } from '../services/housekeeping-service';
import { craftCard } from '../test/cards';
import { listedCard, trader } from '../test/market';
import { apiCall, createTestApp, type TestApp } from '../test/test-app';
import { countActiveListings, type ListingFilter } from './market-listings';

/** What the count replaced: every active listing that matches, counted. */
function countedByScan(t: TestApp, filter: ListingFilter): Promise<number> {
  return t.database.db.$count(
    marketListing,
    and(
      eq(marketListing.status, 'active'),
      filter.class ? eq(marketListing.cardClass, filter.class) : undefined,
      filter.quality ? eq(marketListing.cardQuality, filter.quality) : undefined,
      filter.minLevel !== undefined ? gte(marketListing.cardLevel, filter.minLevel) : undefined,
      filter.maxLevel !== undefined ? lte(marketListing.cardLevel, filter.maxLevel) : undefined,
      filter.maxPrice !== undefined ? lte(marketListing.price, filter.maxPrice) : undefined,
    ),
  );
}

/** Every filter the page takes, for the kinds the active listings have now. */
async function filtersNow(t: TestApp): Promise<ListingFilter[]> {
  const kinds = await t.database.db
    .selectDistinct({
      class: marketListing.cardClass,
      quality: marketListing.cardQuality,
      level: marketListing.cardLevel,
    })
    .from(marketListing);
  const filters: ListingFilter[] = [{}, { maxPrice: 20 }, { minLevel: 2 }, { maxLevel: 1 }];
  for (const kind of kinds) {
    if (!isCardClass(kind.class) || !isCardQuality(kind.quality)) {
      throw new Error(`a listing of an unknown kind: ${kind.class} ${kind.quality}`);
    }
    const cardClass = kind.class;
    const quality = kind.quality;
    filters.push(
      { class: cardClass },
      { quality },
      { class: cardClass, quality, minLevel: kind.level, maxLevel: kind.level },
      { class: cardClass, maxPrice: 30 },
    );
  }
  return filters;
}

async function expectExact(t: TestApp, expected: number): Promise<void> {
  expect(await countActiveListings(t.database.db, {})).toBe(expected);
  for (const filter of await filtersNow(t)) {
    expect(await countActiveListings(t.database.db, filter), JSON.stringify(filter)).toBe(
      await countedByScan(t, filter),
    );
  }
}

const deltaRows = (t: TestApp) => t.database.db.$count(marketListingCountDelta);

describe('the market total', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('follows listings, cancels, purchases, folds and a seller whose account is deleted', async () => {
    await expectExact(t, 0);
    const listed = [];
    for (const price of [10, 25, 40, 15]) listed.push(await listedCard(t, price));
    await expectExact(t, 4);

    const cancel = await apiCall(
      t.app,
      listed[0]!.seller.token,
      'DELETE',
      `/market/listings/${listed[0]!.listing.id}`,
    );
    expect(cancel.statusCode).toBe(200);
    await expectExact(t, 3);

    const buyer = await trader(t, 100);
    const purchase = await apiCall(
      t.app,
      buyer.token,
      'POST',
      `/market/listings/${listed[1]!.listing.id}/purchase`,
    );
    expect(purchase.statusCode).toBe(200);
    await expectExact(t, 2);

    // The fold moves the deltas into the kinds' counts and changes no total.
    expect(await deltaRows(t)).toBeGreaterThan(0);
    expect(await foldMarketCounts({ db: t.database.db })).toMatchObject({ ran: true });
    expect(await deltaRows(t)).toBe(0);
    await expectExact(t, 2);

    // The buyer puts the card up again, a second seller lists two: deltas over a fold.
    const bought = listed[1]!.card;
    const relisted = await apiCall(t.app, buyer.token, 'POST', '/market/listings', {
      cardId: bought.id,
      price: 50,
      currency: 'magicDust',
    });
    expect(relisted.statusCode).toBe(201);
    const seller = await trader(t);
    for (const price of [12, 13]) {
      const card = await craftCard(t, seller);
      const answer = await apiCall(t.app, seller.token, 'POST', '/market/listings', {
        cardId: card.id,
        price,
        currency: 'magicDust',
      });
      expect(answer.statusCode).toBe(201);
    }
    await expectExact(t, 5);

    // Deleting an account deletes its player and, by cascade, their listings: one
    // statement that ends two active listings and leaves the sold and cancelled ones.
    const [row] = await t.database.db
      .select({ authUserId: player.authUserId })
      .from(player)
      .where(eq(player.id, seller.profile.id));
    if (!row?.authUserId) throw new Error('the seller has no auth user');
    await t.database.db.delete(user).where(eq(user.id, row.authUserId));
    await expectExact(t, 3);

    // The housekeeping run folds too, and the page answers the same total.
    expect(await cleanExpiredRows({ db: t.database.db })).toMatchObject({ ran: true });
    expect(await deltaRows(t)).toBe(0);
    await expectExact(t, 3);
    const page = await apiCall(t.app, buyer.token, 'GET', '/market/listings?limit=2');
    expect(page.json<MarketListingsPage>()).toMatchObject({ total: 3, hasMore: true });
  });

  it('counts a statement that ends several listings of several kinds at once', async () => {
    const before = await countActiveListings(t.database.db, {});
    for (const price of [11, 21, 31]) await listedCard(t, price);
    await expectExact(t, before + 3);
    // Not a move of the game: a bulk change as an operator's script could make.
    await t.database.db
      .update(marketListing)
      .set({ status: 'cancelled', endedAt: sql`now()` })
      .where(and(eq(marketListing.status, 'active'), gte(marketListing.price, 11)));
    await expectExact(t, await countedByScan(t, {}));
    await foldMarketCounts({ db: t.database.db });
    await expectExact(t, await countedByScan(t, {}));
  });
});

/** Migration 0020 as it ships, statement by statement, as the migrator runs it. */
function migration0020(): string[] {
  const path = fileURLToPath(
    new URL('../../drizzle/0020_market_listing_totals.sql', import.meta.url),
  );
  return readFileSync(path, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

describe('migration 0020', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the active listings that existed before it', async () => {
    for (const price of [10, 20, 30]) await listedCard(t, price);
    const cancelled = await listedCard(t, 40);
    await apiCall(
      t.app,
      cancelled.seller.token,
      'DELETE',
      `/market/listings/${cancelled.listing.id}`,
    );
    // Back to the schema before 0020, with these listings in it.
    const db = t.database.db;
    await db.execute(sql`drop function market_listing_count_changes() cascade`);
    await db.execute(sql`drop table market_listing_count, market_listing_count_delta`);
    await db.transaction(async (tx) => {
      for (const statement of migration0020()) await tx.execute(sql.raw(statement));
    });
    expect(await deltaRows(t)).toBe(0);
    await expectExact(t, 3);
    // And the triggers it made count what follows.
    await listedCard(t, 50);
    await expectExact(t, 4);
  });
});
