import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  BattleCard,
  Duel,
  MarketListing,
  MarketListingsPage,
  MarketSale,
  Profile,
  PurchaseResult,
} from '@alchemy/contracts';
import { battleCard, duel, ledger, marketListing } from '../../db/schema';
import { grantCurrency, setPlayer } from '../../test/grant';
import { expectLedgerMatches } from '../../test/ledger';
import { craftCard } from '../../test/cards';
import { listedCard, trader, type Trader } from '../../test/market';
import {
  apiCall,
  bearer,
  createTestApp,
  profileOf,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (who: Trader, method: ApiMethod, url: string, payload?: unknown) =>
  apiCall(t.app, who.token, method, url, payload);

const buy = (who: Trader, listingId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/market/listings/${listingId}/purchase`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
  });

const list = (who: Trader, cardId: string, price: number) =>
  call(who, 'POST', '/market/listings', { cardId, price, currency: 'magicDust' });

const page = async (who: Trader, query = '') =>
  (await call(who, 'GET', `/market/listings${query}`)).json<MarketListingsPage>();

describe('the market opens at level 3', () => {
  it.each<[ApiMethod, string, unknown]>([
    ['GET', '/market/listings', undefined],
    ['POST', '/market/listings', { cardId: 'x', price: 'nope' }],
    ['POST', '/market/listings/6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35/purchase', undefined],
    ['DELETE', '/market/listings/6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35', undefined],
    ['GET', '/market/my-listings', undefined],
    ['GET', '/market/sales', undefined],
    ['GET', '/market/price-history?class=Beast&quality=poor&level=1', undefined],
    ['GET', '/market/recent-sales?class=Beast&quality=poor&level=1', undefined],
    ['GET', '/exchange/offers', undefined],
    ['POST', '/exchange/offers/dust-for-credits/purchase', undefined],
  ])('%s %s is 403 MARKET_LOCKED at level 2, naming the level', async (method, url, body) => {
    const guest = await registeredGuest(t.app);
    await setPlayer(t.database, guest.profile.id, { level: 2 });
    const response = await apiCall(t.app, guest.token, method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'MARKET_LOCKED',
      error: 'The market opens at level 3. You are level 2.',
      details: { requiredLevel: 3, level: 2 },
    });
  });

  it('asks for a session first: 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/market/listings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('listing a card', () => {
  it('lists the player’s own card: it shows on the market, frozen, with the fee', async () => {
    const seller = await trader(t);
    const card = await craftCard(t, seller);
    const response = await list(seller, card.id, 1000);
    expect(response.statusCode).toBe(201);
    const listing = response.json<MarketListing>();
    expect(listing).toMatchObject({
      cardId: card.id,
      price: 1000,
      currency: 'magicDust',
      fee: 50,
      sellerReceives: 950,
      seller: { id: seller.profile.id, name: seller.profile.name },
      item: { id: card.id, isListed: true },
    });
    const market = await page(seller);
    expect(market.data.map((entry) => entry.id)).toContain(listing.id);
    expect((await call(seller, 'GET', '/market/my-listings')).json<MarketListing[]>()).toEqual([
      listing,
    ]);
    const cards = (await call(seller, 'GET', '/lab/cards')).json<BattleCard[]>();
    expect(cards.find((entry) => entry.id === card.id)?.isListed).toBe(true);
  });

  it('freezes a listed card: no purge, improve, ascend or duel (409), and no second listing', async () => {
    const { seller, card } = await listedCard(t, 100);
    await grantCurrency(t.database, seller.profile.id, 'diamonds', 500);
    for (const [method, url, body] of [
      ['DELETE', `/lab/cards/${card.id}`, undefined],
      ['PUT', `/lab/cards/${card.id}/ascend`, undefined],
      ['POST', '/market/listings', { cardId: card.id, price: 5, currency: 'magicDust' }],
    ] as const) {
      const response = await call(seller, method, url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CARD_LISTED' });
    }
    await call(seller, 'GET', '/arena/duel');
    const duelStart = await call(seller, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(duelStart.statusCode).toBe(409);
    expect((await profileOf(t.app, seller.token)).diamonds).toBe(20 + 500);
  });

  it.each([
    ['a price of 0', { price: 0, currency: 'magicDust' }, 'VALIDATION_FAILED'],
    ['a price over a million', { price: 1_000_001, currency: 'magicDust' }, 'VALIDATION_FAILED'],
    ['a fractional price', { price: 1.5, currency: 'magicDust' }, 'VALIDATION_FAILED'],
    ['a price as text', { price: '100', currency: 'magicDust' }, 'VALIDATION_FAILED'],
    ['credits', { price: 100, currency: 'credits' }, 'VALIDATION_FAILED'],
    ['an extra field', { price: 100, currency: 'magicDust', fee: 0 }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400 and lists nothing', async (_case, body, code) => {
    const seller = await trader(t);
    const card = await craftCard(t, seller);
    const response = await call(seller, 'POST', '/market/listings', { cardId: card.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect((await call(seller, 'GET', '/market/my-listings')).json()).toEqual([]);
  });

  it('answers 404 for another player’s card or no card, and changes nothing', async () => {
    const other = await trader(t);
    const theirs = await craftCard(t, other);
    const seller = await trader(t);
    for (const cardId of [theirs.id, '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35']) {
      const response = await list(seller, cardId, 10);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CARD_NOT_FOUND' });
    }
    const cards = (await call(other, 'GET', '/lab/cards')).json<BattleCard[]>();
    expect(cards[0]?.isListed).toBe(false);
  });

  it('withdraws the pending duels that offer the card: a listed card is never an opponent', async () => {
    const seller = await trader(t);
    const card = await craftCard(t, seller);
    // Another player's pending duel, against this very card.
    const rival = await trader(t);
    await craftCard(t, rival);
    await t.database.db
      .update(battleCard)
      .set({ level: 3 })
      .where(eq(battleCard.playerId, rival.profile.id));
    await t.database.db.update(battleCard).set({ level: 3 }).where(eq(battleCard.id, card.id));
    const pending = (await call(rival, 'GET', '/arena/duel')).json<Duel>();
    // Point it at the card, whatever the matchmaking chose.
    const [row] = await t.database.db.select().from(duel).where(eq(duel.id, pending.id));
    const asOpponent = { ...(row!.opponentCard as BattleCard), id: card.id };
    await t.database.db
      .update(duel)
      .set({ opponentCard: asOpponent, opponentCardId: card.id })
      .where(eq(duel.id, pending.id));

    expect((await list(seller, card.id, 10)).statusCode).toBe(201);
    const next = (await call(rival, 'GET', '/arena/duel')).json<Duel>();
    expect(next.id).not.toBe(pending.id);
    expect(next.opponent.id).not.toBe(card.id);
  });
});

describe('buying a listing', () => {
  it('moves the price, burns the fee, hands over the card, and ends the listing', async () => {
    const { seller, card, listing } = await listedCard(t, 40);
    const buyer = await trader(t, 100);
    const response = await buy(buyer, listing.id);
    expect(response.statusCode).toBe(200);
    const result = response.json<PurchaseResult>();
    expect(result.card).toMatchObject({ id: card.id, isListed: false });
    expect(result.profile.magicDust).toBe(60);

    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(60);
    // 40 in, 2 burned: the seller keeps 38.
    expect((await profileOf(t.app, seller.token)).magicDust).toBe(50 + 38);
    const sellerLedger = await t.database.db
      .select()
      .from(ledger)
      .where(eq(ledger.playerId, seller.profile.id));
    expect(
      sellerLedger
        .filter((row) => row.reason.endsWith(listing.id))
        .map((row) => [row.reason.split(':')[0], row.delta]),
    ).toEqual([
      ['market-sale', 40],
      ['market-fee', -2],
    ]);
    // Each row's balance is the one after it: the sale's before the fee's (one statement
    // books both, repositories/money-parts.ts).
    expect(
      sellerLedger
        .filter((row) => row.reason.endsWith(listing.id))
        .sort((one, two) => one.id - two.id)
        .map((row) => row.balanceAfter),
    ).toEqual([50 + 40, 50 + 38]);
    for (const who of [buyer, seller]) {
      await expectLedgerMatches(t.database, await profileOf(t.app, who.token));
    }

    const buyerCards = (await call(buyer, 'GET', '/lab/cards')).json<BattleCard[]>();
    expect(buyerCards.map((entry) => entry.id)).toEqual([card.id]);
    expect((await call(seller, 'GET', '/lab/cards')).json()).toEqual([]);
    expect((await page(buyer)).data.map((entry) => entry.id)).not.toContain(listing.id);

    const sales = (await call(seller, 'GET', '/market/sales')).json<MarketSale[]>();
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      listingId: listing.id,
      card: { id: card.id },
      buyer: { name: buyer.profile.name },
      price: 40,
      fee: 2,
      received: 38,
    });
  });

  it('refuses a second buyer: 409, "This card is no longer for sale."', async () => {
    const { listing } = await listedCard(t, 10);
    expect((await buy(await trader(t), listing.id)).statusCode).toBe(200);
    const late = await trader(t);
    const response = await buy(late, listing.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'NO_LONGER_FOR_SALE',
      error: 'This card is no longer for sale.',
    });
    expect((await profileOf(t.app, late.token)).magicDust).toBe(50);
  });

  it('refuses the seller’s own listing and a buyer short of dust, changing nothing', async () => {
    const { seller, listing } = await listedCard(t, 60);
    const own = await buy(seller, listing.id);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'OWN_LISTING' });
    const poor = await trader(t, 59);
    const short = await buy(poor, listing.id);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'NOT_ENOUGH_MAGIC_DUST' });
    expect((await profileOf(t.app, poor.token)).magicDust).toBe(59);
    expect((await page(poor)).data.map((entry) => entry.id)).toContain(listing.id);
  });

  it('answers 404 for a listing that does not exist, 400 for an id that is no id', async () => {
    const buyer = await trader(t);
    expect((await buy(buyer, '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35')).statusCode).toBe(404);
    expect((await buy(buyer, 'nope')).statusCode).toBe(400);
  });

  it('answers a retry with the same Idempotency-Key the same, and buys once', async () => {
    const { listing } = await listedCard(t, 20);
    const buyer = await trader(t);
    const key = 'purchase-0001-retry';
    const first = await buy(buyer, listing.id, key);
    const again = await buy(buyer, listing.id, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(30);

    const other = await listedCard(t, 5);
    const reused = await buy(buyer, other.listing.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(30);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const { listing } = await listedCard(t, 20);
    const buyer = await trader(t);
    const response = await buy(buyer, listing.id, 'short');
    expect(response.statusCode).toBe(400);
    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(50);
  });
});

describe('cancelling a listing', () => {
  it('gives the card back unlisted; a second cancel is 409', async () => {
    const { seller, card, listing } = await listedCard(t, 10);
    const response = await call(seller, 'DELETE', `/market/listings/${listing.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ card: BattleCard }>().card).toMatchObject({
      id: card.id,
      isListed: false,
    });
    expect((await call(seller, 'GET', '/market/my-listings')).json()).toEqual([]);
    const again = await call(seller, 'DELETE', `/market/listings/${listing.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NO_LONGER_FOR_SALE' });
    // Free again: it can be improved, and listed anew.
    expect((await list(seller, card.id, 12)).statusCode).toBe(201);
  });

  it('answers 404 to anyone but the seller, and the listing stays', async () => {
    const { listing } = await listedCard(t, 10);
    const other = await trader(t);
    const response = await call(other, 'DELETE', `/market/listings/${listing.id}`);
    expect(response.statusCode).toBe(404);
    expect((await page(other)).data.map((entry) => entry.id)).toContain(listing.id);
  });
});

describe('browsing the market', () => {
  it('pages, filters and sorts the active listings', async () => {
    const viewer = await trader(t);
    const made: string[] = [];
    for (const [price, level] of [
      [300, 4],
      [100, 9],
      [200, 6],
    ] as const) {
      const entry = await listedCard(t, price);
      await t.database.db
        .update(marketListing)
        .set({ cardLevel: level })
        .where(eq(marketListing.id, entry.listing.id));
      made.push(entry.listing.id);
    }
    const ours = (listings: MarketListing[]) =>
      listings.filter((entry) => made.includes(entry.id)).map((entry) => entry.price);

    expect(ours((await page(viewer, '?sort=price-low&limit=100')).data)).toEqual([100, 200, 300]);
    expect(ours((await page(viewer, '?sort=price-high&limit=100')).data)).toEqual([300, 200, 100]);
    expect(ours((await page(viewer, '?sort=level-high&limit=100')).data)).toEqual([100, 200, 300]);
    expect(ours((await page(viewer, '?maxPrice=250&limit=100')).data).sort()).toEqual([100, 200]);
    expect(ours((await page(viewer, '?minLevel=5&maxLevel=8&limit=100')).data)).toEqual([200]);
    // Newest first by default.
    expect(ours((await page(viewer, '?limit=100')).data)).toEqual([200, 100, 300]);

    const first = await page(viewer, '?limit=2&page=1');
    const second = await page(viewer, '?limit=2&page=2');
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(first.total > 2);
    expect(second.page).toBe(2);
    expect(second.data.map((entry) => entry.id)).not.toContain(first.data[0]!.id);
  });

  it.each(['?limit=101', '?limit=0', '?page=0', '?sort=cheapest', '?class=Dragon', '?x=1'])(
    'refuses %s with 400',
    async (query) => {
      const viewer = await trader(t);
      const response = await call(viewer, 'GET', `/market/listings${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('code');
    },
  );
});

describe('the currency exchange', () => {
  it('lists the shipped offers with their limits', async () => {
    const buyer = await trader(t);
    const offers = (await call(buyer, 'GET', '/exchange/offers')).json<
      Array<{ id: string; dailyLimit: number | null; leftToday: number | null }>
    >();
    expect(offers.map((offer) => offer.id)).toEqual([
      'diamonds-for-credits',
      'dust-for-credits',
      'diamonds-for-dust',
      'credits-for-diamonds',
      'a-diamond-for-credits',
      'a-diamond-for-dust',
    ]);
    expect(offers[0]).toMatchObject({ dailyLimit: 5, leftToday: 5 });
    expect(offers[1]).toMatchObject({ dailyLimit: null, leftToday: null });
  });

  it('sells 500 dust for 1000 credits in one transaction, both on the ledger', async () => {
    const buyer = await trader(t);
    const before = await profileOf(t.app, buyer.token);
    const response = await call(buyer, 'POST', '/exchange/offers/dust-for-credits/purchase');
    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile.credits).toBe(before.credits - 1000);
    expect(profile.magicDust).toBe(before.magicDust + 500);
    expect(await profileOf(t.app, buyer.token)).toEqual(profile);
    await expectLedgerMatches(t.database, profile);
  });

  it('keeps the daily limit: 3 diamonds-for-dust a day, then 409', async () => {
    const buyer = await trader(t, 10_000);
    for (let bought = 1; bought <= 3; bought += 1) {
      const response = await call(buyer, 'POST', '/exchange/offers/diamonds-for-dust/purchase');
      expect(response.statusCode).toBe(200);
    }
    const refused = await call(buyer, 'POST', '/exchange/offers/diamonds-for-dust/purchase');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DAILY_LIMIT_REACHED' });
    const offers = (await call(buyer, 'GET', '/exchange/offers')).json<
      Array<{ id: string; leftToday: number | null }>
    >();
    expect(offers.find((offer) => offer.id === 'diamonds-for-dust')?.leftToday).toBe(0);
    const profile = await profileOf(t.app, buyer.token);
    expect(profile.magicDust).toBe(10_000 - 3 * 2500);
    expect(profile.diamonds).toBe(20 + 30);
  });

  it('refuses a short purse (400) and an unknown offer (404), changing nothing', async () => {
    const buyer = await trader(t);
    const short = await call(buyer, 'POST', '/exchange/offers/diamonds-for-dust/purchase');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'NOT_ENOUGH_MAGIC_DUST' });
    const unknown = await call(buyer, 'POST', '/exchange/offers/free-diamonds/purchase');
    expect(unknown.statusCode).toBe(404);
    const bad = await call(buyer, 'POST', '/exchange/offers/Free%20Diamonds/purchase');
    expect(bad.statusCode).toBe(400);
    expect((await profileOf(t.app, buyer.token)).magicDust).toBe(50);
  });
});
