/**
 * The market page's total under concurrent writes (one connection each on PostgreSQL,
 * split between two server instances on one database): listings, purchases and cancels
 * at once, with housekeeping's fold running between them. The total stays equal to a count
 * of the active listings, and no transaction deadlocks or is retried: the triggers only
 * append rows, and only the fold, under its own lock, writes the kinds' counts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketListing, PurchaseResult } from '@alchemy/contracts';
import type { App } from '../app';
import type { Db, Tx } from '../db/database';
import { marketListing } from '../db/schema';
import { countActiveListings } from '../repositories/market-listings';
import { craftCard } from '../test/cards';
import { listedCard, trader } from '../test/market';
import { apiCall, bearer, createTestApp, type TestApp } from '../test/test-app';
import { foldMarketCounts } from './housekeeping-service';
import { transactionStats } from './transaction';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
});
afterAll(async () => {
  await t.close();
});

const instance = (index: number): App => (index % 2 === 0 ? t.app : other);

const activeByScan = (db: Db | Tx = t.database.db) =>
  db.$count(marketListing, eq(marketListing.status, 'active'));

const REPEATABLE_READ = { isolationLevel: 'repeatable read' } as const;

/** The page's total and a count of the active listings, from one snapshot. */
async function inOneSnapshot(tx: Tx) {
  return { total: await countActiveListings(tx, {}), counted: await activeByScan(tx) };
}

describe('the market total under races', () => {
  it('purchases, cancels, listings and folds at once: the total equals the count, no deadlock', async () => {
    const retriesBefore = transactionStats.retries;
    const ROUNDS = 3;
    for (let round = 0; round < ROUNDS; round += 1) {
      // On the market before the race: 12 listings to buy, 6 to cancel.
      const forSale = await Promise.all(Array.from({ length: 12 }, () => listedCard(t, 10)));
      const toCancel = await Promise.all(Array.from({ length: 6 }, () => listedCard(t, 10)));
      // Sellers ready to list during the race, their cards already made.
      const newSellers = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const seller = await trader(t);
          return { seller, card: await craftCard(t, seller) };
        }),
      );
      const buyers = await Promise.all(Array.from({ length: 12 }, () => trader(t, 50)));
      const before = await countActiveListings(t.database.db, {});
      expect(before).toBe(await activeByScan());

      // Meanwhile, fold after fold, the total and the count read in one snapshot.
      let folding = true;
      const seen: Array<{ total: number; counted: number }> = [];
      const folds = (async () => {
        let ran = 0;
        while (folding) {
          if ((await foldMarketCounts({ db: t.database.db })).ran) ran += 1;
          seen.push(await t.database.db.transaction(inOneSnapshot, REPEATABLE_READ));
          // PGlite answers without a turn of the event loop: without a pause this loop
          // would starve the requests it races (on PostgreSQL the socket yields anyway).
          await sleep(2);
        }
        return ran;
      })();
      const answers = await Promise.all([
        ...forSale.map(({ listing }, index) =>
          instance(index).inject({
            method: 'POST',
            url: `/api/market/listings/${listing.id}/purchase`,
            headers: bearer(buyers[index]!.token),
          }),
        ),
        ...toCancel.map(({ seller, listing }, index) =>
          apiCall(instance(index + 1), seller.token, 'DELETE', `/market/listings/${listing.id}`),
        ),
        ...newSellers.map(({ seller, card }, index) =>
          apiCall(instance(index), seller.token, 'POST', '/market/listings', {
            cardId: card.id,
            price: 10,
            currency: 'magicDust',
          }),
        ),
      ]);
      folding = false;
      expect(await folds).toBeGreaterThan(0);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter(({ total, counted }) => total !== counted)).toEqual([]);

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses).toEqual([...Array<number>(18).fill(200), ...Array<number>(8).fill(201)]);
      // The buyers put what they bought up again, racing one another and a fold.
      const [relisted] = await Promise.all([
        Promise.all(
          answers.slice(0, 12).map((answer, index) =>
            apiCall(instance(index + 1), buyers[index]!.token, 'POST', '/market/listings', {
              cardId: answer.json<PurchaseResult>().card.id,
              price: 20,
              currency: 'magicDust',
            }),
          ),
        ),
        foldMarketCounts({ db: t.database.db }),
      ]);
      expect(relisted.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
      const ids = relisted.map((answer) => answer.json<MarketListing>().id);
      expect(new Set(ids).size).toBe(12);

      const after = await activeByScan();
      expect(after).toBe(before - 12 - 6 + 8 + 12);
      expect(await countActiveListings(t.database.db, {})).toBe(after);
      await foldMarketCounts({ db: t.database.db });
      expect(await countActiveListings(t.database.db, {})).toBe(after);
    }
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });
});
