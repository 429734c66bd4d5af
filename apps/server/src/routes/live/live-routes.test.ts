/**
 * The live channel and kept notifications (docs/ARCHITECTURE.md, "Live events"): a sale on
 * one instance reaches the seller's stream on another within 2 s, a reconnect with
 * Last-Event-ID gets what was kept meanwhile, the list and marking read. Runs on PGlite,
 * and on PostgreSQL with TEST_STORE=postgres (there through LISTEN/NOTIFY between pools).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSseParser,
  LiveEventSchema,
  NotificationsPageSchema,
  UnreadCountSchema,
  type LiveEvent,
} from '@alchemy/contracts';
import type { App } from '../../app';
import { listedCard, trader, type Trader } from '../../test/market';
import { apiCall, bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let other: App;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAM_MAX_MS: '60000' });
  other = await t.secondInstance();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = address;
});
afterAll(async () => {
  await t.close();
});

interface Received {
  id: string | null;
  event: LiveEvent;
}

/** A stream as the web app opens it: fetch with the bearer header, events parsed as read. */
async function openStream(token: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { ...bearer(token), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const received: Received[] = [];
  /** Every id the stream told, the opening one (an id without an event) first. */
  const ids: string[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const feed = createSseParser(
    ({ id, data }) => {
      received.push({ id, event: LiveEventSchema.parse(JSON.parse(data)) });
    },
    (id) => ids.push(id),
  );
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        feed(value);
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return { received, ids, close: () => controller.abort() };
}

async function waitFor<T>(read: () => T | undefined, ms = 2000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing arrived within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function buyOn(app: App, buyer: Trader, listingId: string) {
  const response = await apiCall(
    app,
    buyer.token,
    'POST',
    `/market/listings/${listingId}/purchase`,
  );
  expect(response.statusCode).toBe(200);
}

describe('GET /api/live', () => {
  it('answers 401 without a valid token, and 400 for a Last-Event-ID that is no id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(401);
    const seller = await trader(t);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/live',
      headers: { ...bearer(seller.token), 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('tells the seller of a sale made on another instance within 2 s, with price and fee', async () => {
    const { seller, listing } = await listedCard(t, 120);
    const buyer = await trader(t, 500);
    const stream = await openStream(seller.token);
    try {
      const started = Date.now();
      await buyOn(other, buyer, listing.id);
      const sold = await waitFor(() =>
        stream.received.find((r) => r.event.type === 'notification'),
      );
      expect(Date.now() - started).toBeLessThan(2000);
      if (sold.event.type !== 'notification') throw new Error('not a notification');
      expect(sold.event.notification.body).toMatchObject({
        kind: 'card-sold',
        price: 120,
        currency: 'magicDust',
        buyerName: buyer.profile.name,
      });
      expect(sold.id).toBe(String(sold.event.notification.id));
    } finally {
      stream.close();
    }
  });

  it('gives a reconnect with Last-Event-ID what was kept while it was away, once', async () => {
    const { seller, listing } = await listedCard(t, 100);
    const first = await listedCard(t, 90);
    const buyer = await trader(t, 500);
    // The seller's first sale, heard live: its id is the Last-Event-ID of the next stream.
    const stream = await openStream(first.seller.token);
    await buyOn(t.app, buyer, first.listing.id);
    const heard = await waitFor(() => stream.received[0]);
    stream.close();
    // Another seller's sale while this one is away is not theirs; their own later sale is.
    await buyOn(t.app, buyer, listing.id);
    const second = await listedCardOf(t, first.seller, 80);
    await buyOn(other, buyer, second);
    const again = await openStream(first.seller.token, heard.id ?? undefined);
    try {
      const missed = await waitFor(() => again.received[0]);
      if (missed.event.type !== 'notification') throw new Error('not a notification');
      expect(missed.event.notification.body).toMatchObject({ kind: 'card-sold', price: 80 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(again.received).toHaveLength(1);
    } finally {
      again.close();
    }
    expect(seller.profile.id).not.toBe(first.seller.profile.id);
  });

  it('opens with an id, so a stream cut before its first event misses nothing', async () => {
    const { seller, listing } = await listedCard(t, 70);
    const buyer = await trader(t, 500);
    const stream = await openStream(seller.token);
    const opening = await waitFor(() => stream.ids[0]);
    stream.close();
    // Sold while the seller's app is between two streams.
    await buyOn(other, buyer, listing.id);
    const again = await openStream(seller.token, opening);
    try {
      const missed = await waitFor(() => again.received[0]);
      if (missed.event.type !== 'notification') throw new Error('not a notification');
      expect(missed.event.notification.body).toMatchObject({ kind: 'card-sold', price: 70 });
      expect(again.ids[0]).toBe(opening);
    } finally {
      again.close();
    }
  });

  it('frees a closed stream at once', async () => {
    const seller = await trader(t);
    const stream = await openStream(seller.token);
    await waitFor(() =>
      t.app.liveHub.streamsOf(seller.profile.id).length === 1 ? true : undefined,
    );
    stream.close();
    await waitFor(() =>
      t.app.liveHub.streamsOf(seller.profile.id).length === 0 ? true : undefined,
    );
  });
});

/** Lists another card of a trader who already sells. */
async function listedCardOf(t: TestApp, seller: Trader, price: number): Promise<string> {
  const { craftCard } = await import('../../test/cards');
  const card = await craftCard(t, seller);
  const response = await apiCall(t.app, seller.token, 'POST', '/market/listings', {
    cardId: card.id,
    price,
    currency: 'magicDust',
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists the kept notifications newest first, counts the unread, marks them read', async () => {
    const { seller, listing } = await listedCard(t, 60);
    const buyer = await trader(t, 500);
    await buyOn(t.app, buyer, listing.id);
    const invitee = await trader(t);
    expect(
      (
        await apiCall(t.app, invitee.token, 'POST', '/friends/invite', {
          friendId: seller.profile.id,
        })
      ).statusCode,
    ).toBe(201);
    const page = NotificationsPageSchema.parse(
      (await apiCall(t.app, seller.token, 'GET', '/notifications')).json(),
    );
    expect(page.items.map((item) => item.body.kind).slice(0, 2)).toEqual([
      'friend-request',
      'card-sold',
    ]);
    expect(page.unread).toBe(page.items.length);
    const oldest = page.items.at(-1)!;
    const partly = UnreadCountSchema.parse(
      (
        await apiCall(t.app, seller.token, 'POST', '/notifications/read', { upTo: oldest.id })
      ).json(),
    );
    expect(partly.unread).toBe(page.unread - 1);
    const all = UnreadCountSchema.parse(
      (await apiCall(t.app, seller.token, 'POST', '/notifications/read', {})).json(),
    );
    expect(all.unread).toBe(0);
    // Another player sees none of them.
    const theirs = NotificationsPageSchema.parse(
      (await apiCall(t.app, buyer.token, 'GET', '/notifications')).json(),
    );
    expect(theirs.items.every((item) => item.body.kind !== 'card-sold')).toBe(true);
  });

  it('refuses a bad body or query and changes nothing', async () => {
    const seller = await trader(t);
    for (const body of [{ upTo: 0 }, { upTo: 'x' }, { all: true }]) {
      const response = await apiCall(t.app, seller.token, 'POST', '/notifications/read', body);
      expect(response.statusCode).toBe(400);
    }
    const response = await apiCall(t.app, seller.token, 'GET', '/notifications?limit=500');
    expect(response.statusCode).toBe(400);
  });
});
