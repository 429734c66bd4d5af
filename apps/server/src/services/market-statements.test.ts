/**
 * How many statements the market's moves and the exchange's purchase send: each is a round
 * trip, and ADR 0118 promises a move is its locks, one read where the locks do not read it
 * all, and one write. Counted on PostgreSQL, where the pool tells each statement it sends
 * (db/observe-queries.ts); the session's read and the transaction's begin and commit are
 * counted too. Each move is counted on its second run, so the day's goals are drawn already.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketListing } from '@alchemy/contracts';
import { craftCard } from '../test/cards';
import { grantCurrency } from '../test/grant';
import { trader, type Trader } from '../test/market';
import {
  countsStatements,
  ownStatements as own,
  statementCountingApp,
  type CountCall,
} from '../test/statement-counter';
import type { TestApp } from '../test/test-app';

describe.runIf(countsStatements)('statements per market move', () => {
  let t: TestApp;
  let countedCall: CountCall;
  beforeAll(async () => {
    ({ t, counted: countedCall } = await statementCountingApp());
  });
  afterAll(async () => {
    await t.close();
  });

  /** The statements of one trader's call, and its status. */
  function counted(
    who: Trader,
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    return countedCall(who.token, method, path, body, headers);
  }

  const listing = (cardId: string, price: number) => ({ cardId, price, currency: 'magicDust' });

  it('counts a listing, a cancel, a purchase and an exchange purchase', async () => {
    const seller = await trader(t);
    const buyer = await trader(t, 1000);
    const cards = [];
    for (let made = 0; made < 4; made += 1) cards.push(await craftCard(t, seller));
    const [one, two, three, four] = cards.map((card) => card.id);
    if (!one || !two || !three || !four) throw new Error('four cards');

    await counted(seller, 'POST', '/market/listings', listing(one, 10));
    const list = await counted(seller, 'POST', '/market/listings', listing(two, 10));
    const listed = JSON.parse(list.body) as MarketListing;
    const cancel = await counted(seller, 'DELETE', `/market/listings/${listed.id}`);

    const first = JSON.parse(
      (await counted(seller, 'POST', '/market/listings', listing(three, 10))).body,
    ) as MarketListing;
    const second = JSON.parse(
      (await counted(seller, 'POST', '/market/listings', listing(four, 10))).body,
    ) as MarketListing;
    await counted(buyer, 'POST', `/market/listings/${first.id}/purchase`);
    const purchase = await counted(
      buyer,
      'POST',
      `/market/listings/${second.id}/purchase`,
      undefined,
      {
        'idempotency-key': 'statements-1',
      },
    );

    const rich = await trader(t);
    await grantCurrency(t.database, rich.profile.id, 'credits', 5000);
    await counted(rich, 'POST', '/exchange/offers/dust-for-credits/purchase');
    const exchange = await counted(rich, 'POST', '/exchange/offers/dust-for-credits/purchase');

    const moves = { list, cancel, purchase, exchange };
    const counts = Object.fromEntries(
      Object.entries(moves).map(([name, move]) => [
        name,
        { statements: move.texts.length, own: own(move.texts).length },
      ]),
    );
    console.log('statements per market move', counts);
    if (process.env.MARKET_STATEMENTS_DUMP) {
      for (const [name, move] of Object.entries(moves)) {
        console.log(
          name,
          move.texts.map((text) => text.replace(/\s+/g, ' ').slice(0, 90)),
        );
      }
    }
    expect(Object.values(moves).map((move) => move.status)).toEqual([201, 200, 200, 200]);
    // Each move is its locks, in the lock order, then (the exchange) one read, then one
    // write; what follows is the progress it counts (rank 8) and the commit.
    const locked = /for no key update|for update/;
    expect(own(list.texts)).toHaveLength(3);
    expect(
      own(list.texts)
        .slice(0, 2)
        .every((text) => locked.test(text)),
    ).toBe(true);
    expect(own(list.texts)[2]).toMatch(/with given as/);
    expect(own(cancel.texts)).toHaveLength(4);
    expect(
      own(cancel.texts)
        .slice(0, 3)
        .every((text) => locked.test(text)),
    ).toBe(true);
    expect(own(cancel.texts)[3]).toMatch(/with given as/);
    // The purchase's second statement looks its Idempotency-Key up.
    expect(own(purchase.texts)).toHaveLength(5);
    expect(own(purchase.texts)[1]).toMatch(/idempotency_key/);
    expect(own(purchase.texts)[4]).toMatch(/with given as/);
    expect(own(exchange.texts)).toHaveLength(3);
    expect(own(exchange.texts)[1]).toMatch(/from exchange_offer o/);
    expect(own(exchange.texts)[2]).toMatch(/with given as/);
    // Before (the moves' own statements): a listing 5, a cancel 5, a purchase 9, an
    // exchange purchase 6.
    expect([list, cancel, purchase, exchange].map((move) => move.texts.length)).toEqual([
      7, 8, 16, 7,
    ]);
  });
});
