import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { clearToken, setToken } from '@/lib/token-storage';
import { card, listing, page, profile } from '../test-fixtures';
import { cancelListing } from './cancel-listing';
import { createListing } from './create-listing';
import { getMarketListings } from './get-market-listings';
import { getPriceHistory } from './get-price-history';
import { getRecentSales } from './get-recent-sales';
import { purchaseListing } from './purchase-listing';
import { purchaseOffer } from './purchase-offer';

/** The requests the calls send, answered with `body` (status 200 unless told). */
function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    url: () => fetchMock.mock.calls[0]?.[0],
    init: () => fetchMock.mock.calls[0]?.[1],
    header: (name: string) => new Headers(fetchMock.mock.calls[0]?.[1].headers).get(name),
  };
}

beforeEach(() => setToken('token-123'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the market’s calls', () => {
  it('buys with the click’s Idempotency-Key and the bearer token', async () => {
    const sent = answer({ card: card(), profile: profile() });
    await purchaseListing({ listingId: 'abc-123', idempotencyKey: 'key-0001-abcd' });
    expect(sent.url()).toBe('/api/market/listings/abc-123/purchase');
    expect(sent.init()?.method).toBe('POST');
    expect(sent.header('Idempotency-Key')).toBe('key-0001-abcd');
    expect(sent.header('Authorization')).toBe('Bearer token-123');
  });

  it('turns a refusal into an ApiError with the server’s code and words', async () => {
    answer({ error: 'This card is no longer for sale.', code: 'NO_LONGER_FOR_SALE' }, 409);
    const failure = await purchaseListing({ listingId: 'x', idempotencyKey: 'key-0001-abcd' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'NO_LONGER_FOR_SALE', status: 409 });
  });

  it('asks a page of listings with the filters', async () => {
    const sent = answer(page([listing()]));
    const result = await getMarketListings({ page: 2, limit: 50, quality: 'poor', sort: 'newest' });
    expect(sent.url()).toBe('/api/market/listings?page=2&limit=50&quality=poor&sort=newest');
    expect(result.data).toHaveLength(1);
  });

  it('lists a card at a price in magic dust', async () => {
    const sent = answer(listing());
    await createListing({
      cardId: '7d7c1c0e-7d59-4a51-9d7a-2f0f1a7f9d10',
      price: 1500,
      currency: 'magicDust',
    });
    expect(sent.url()).toBe('/api/market/listings');
    expect(sent.init()?.method).toBe('POST');
    expect(JSON.parse(sent.init()?.body as string)).toEqual({
      cardId: '7d7c1c0e-7d59-4a51-9d7a-2f0f1a7f9d10',
      price: 1500,
      currency: 'magicDust',
    });
  });

  it('cancels a listing by its id', async () => {
    const sent = answer({ card: card() });
    await cancelListing('listing-9');
    expect(sent.url()).toBe('/api/market/listings/listing-9');
    expect(sent.init()?.method).toBe('DELETE');
  });

  const kind = { class: 'Beast', quality: 'normal', band: { min: 1, max: 4 } } as const;

  it('asks the price history of the card’s kind by class, quality and level', async () => {
    const sent = answer({ kind, median: null, count: 0, days: 30, resolution: 'hour', points: [] });
    const history = await getPriceHistory({ class: 'Beast', quality: 'normal', level: 4 });
    expect(sent.url()).toBe('/api/market/price-history?class=Beast&quality=normal&level=4');
    expect(history.kind.band).toEqual({ min: 1, max: 4 });
  });

  it('asks the recent sales of a kind', async () => {
    const sent = answer({ kind, sales: [] });
    await getRecentSales({ class: 'Beast', quality: 'normal', level: 2 });
    expect(sent.url()).toBe('/api/market/recent-sales?class=Beast&quality=normal&level=2');
  });

  it('buys an exchange offer and reads back the profile', async () => {
    const sent = answer(profile({ magicDust: 7 }));
    const result = await purchaseOffer('dust-pouch');
    expect(sent.url()).toBe('/api/exchange/offers/dust-pouch/purchase');
    expect(sent.init()?.method).toBe('POST');
    expect(result.magicDust).toBe(7);
  });
});
