/**
 * The market's races, with truly concurrent requests (one connection each on PostgreSQL)
 * split between two server instances on one database: the economy may not dupe. After
 * each race every player's ledger still adds up to their balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleCard, MarketListing } from '@alchemy/contracts';
import type { App } from '../app';
import { expectLedgerMatches } from '../test/ledger';
import { craftCard } from '../test/cards';
import { listedCard, trader, type Trader } from '../test/market';
import { apiCall, bearer, createTestApp, profileOf, type TestApp } from '../test/test-app';
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

/** Alternates the two instances, so half the racers go through each. */
const instance = (index: number): App => (index % 2 === 0 ? t.app : other);

const buy = (app: App, who: Trader, listingId: string, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/market/listings/${listingId}/purchase`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
  });

async function expectBooksBalance(players: readonly Trader[]) {
  for (const who of players) {
    await expectLedgerMatches(t.database, await profileOf(t.app, who.token));
  }
}

const count = (statuses: number[], status: number) =>
  statuses.filter((value) => value === status).length;

describe('market races', () => {
  it('40 buyers on one listing: one purchase, 39 told it is gone', async () => {
    const retriesBefore = transactionStats.retries;
    const { seller, card, listing } = await listedCard(t, 30);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => trader(t)));
    const answers = await Promise.all(
      buyers.map((buyer, index) => buy(instance(index), buyer, listing.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(39);
    for (const answer of answers.filter((entry) => entry.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'NO_LONGER_FOR_SALE' });
    }
    const winner = buyers[statuses.indexOf(200)]!;
    const owned = (await apiCall(t.app, winner.token, 'GET', '/lab/cards')).json<BattleCard[]>();
    expect(owned.map((entry) => entry.id)).toEqual([card.id]);
    const spent = await Promise.all(buyers.map((buyer) => profileOf(t.app, buyer.token)));
    expect(spent.filter((profile) => profile.magicDust === 20)).toHaveLength(1);
    expect(spent.filter((profile) => profile.magicDust === 50)).toHaveLength(39);
    expect((await profileOf(t.app, seller.token)).magicDust).toBe(50 + 29);
    await expectBooksBalance([seller, ...buyers]);
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });

  it('10 retries with one Idempotency-Key: one purchase, ten equal answers', async () => {
    const { seller, listing } = await listedCard(t, 25);
    const buyer = await trader(t);
    const key = 'one-click-many-retries';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => buy(instance(index), buyer, listing.id, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(25);
    await expectBooksBalance([seller, buyer]);
  });

  it('a cancel racing a purchase: exactly one of them wins', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { seller, card, listing } = await listedCard(t, 15);
      const buyer = await trader(t);
      const [cancel, purchase] = await Promise.all([
        apiCall(instance(round), seller.token, 'DELETE', `/market/listings/${listing.id}`),
        buy(instance(round + 1), buyer, listing.id),
      ]);
      expect([cancel.statusCode, purchase.statusCode].sort()).toEqual([200, 409]);
      const sellerCards = (await apiCall(t.app, seller.token, 'GET', '/lab/cards')).json<
        BattleCard[]
      >();
      const buyerCards = (await apiCall(t.app, buyer.token, 'GET', '/lab/cards')).json<
        BattleCard[]
      >();
      // The card is in exactly one hand, unlisted.
      const holders = [...sellerCards, ...buyerCards].filter((entry) => entry.id === card.id);
      expect(holders).toHaveLength(1);
      expect(holders[0]!.isListed).toBe(false);
      await expectBooksBalance([seller, buyer]);
    }
  });

  it('a buyer with dust for one of two listings buys exactly one', async () => {
    const one = await listedCard(t, 40);
    const two = await listedCard(t, 40, other);
    const buyer = await trader(t, 60);
    const answers = await Promise.all([
      buy(t.app, buyer, one.listing.id),
      buy(other, buyer, two.listing.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toMatchObject({
      code: 'NOT_ENOUGH_MAGIC_DUST',
    });
    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(20);
    await expectBooksBalance([one.seller, two.seller, buyer]);
  });

  it('two players buying from each other at once: both sales, no deadlock', async () => {
    const retriesBefore = transactionStats.retries;
    for (let round = 0; round < 10; round += 1) {
      const a = await trader(t);
      const b = await trader(t);
      const listingOf = async (who: Trader) => {
        const card = await craftCard(t, who);
        const response = await apiCall(t.app, who.token, 'POST', '/market/listings', {
          cardId: card.id,
          price: 10,
          currency: 'magicDust',
        });
        return response.json<MarketListing>();
      };
      const [ofA, ofB] = [await listingOf(a), await listingOf(b)];
      const answers = await Promise.all([buy(t.app, a, ofB.id), buy(other, b, ofA.id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      await expectBooksBalance([a, b]);
    }
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });
});
