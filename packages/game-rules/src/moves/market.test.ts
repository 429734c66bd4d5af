import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Balances } from './afford';
import {
  checkCancel,
  checkListing,
  checkListingPrice,
  checkMarketAccess,
  checkPurchase,
  saleTerms,
  type ListingStatus,
  type ListingView,
} from './market';

const locked = (level: number) => ({
  ok: false,
  error: { code: 'MARKET_LOCKED', requiredLevel: 3, level },
});
const outOfRange = { ok: false, error: { code: 'PRICE_OUT_OF_RANGE', min: 1, max: 1_000_000 } };

const unlisted = { isListed: false };
const listing = (more: Partial<ListingView> = {}): ListingView => ({
  sellerId: 'seller',
  status: 'active',
  price: 1000,
  currency: 'magicDust',
  ...more,
});
const dust = (magicDust: number): Balances => ({ credits: 0, diamonds: 0, magicDust });

describe('saleTerms (docs/RULES.md, "Market")', () => {
  // The fee is 5% of the price, rounded down, at least 1, and burned; the seller gets the rest.
  it.each([
    { price: 1, fee: 1, sellerReceives: 0 },
    { price: 20, fee: 1, sellerReceives: 19 },
    { price: 1000, fee: 50, sellerReceives: 950 },
    { price: 1_000_000, fee: 50_000, sellerReceives: 950_000 },
  ])('a sale at $price burns $fee and pays the seller $sellerReceives', (terms) => {
    expect(saleTerms(terms.price, 'magicDust')).toEqual({ ...terms, currency: 'magicDust' });
  });
});

describe('checkMarketAccess (docs/RULES.md, "Market")', () => {
  it.each([3, 4, 50])('lets a level-%i player in', (level) => {
    expect(checkMarketAccess(level)).toEqual({ ok: true, value: undefined });
  });

  it.each([0, 1, 2])('keeps a level-%i player out with MARKET_LOCKED and both levels', (level) => {
    expect(checkMarketAccess(level)).toEqual(locked(level));
  });
});

describe('checkListingPrice (docs/RULES.md, "Market")', () => {
  it.each([1, 19, 1000, 999_999, 1_000_000])('accepts a price of %i', (price) => {
    expect(checkListingPrice(price)).toEqual({ ok: true, value: price });
  });

  it.each([
    ['nothing', 0],
    ['a negative price', -1],
    ['a price above 1,000,000', 1_000_001],
    ['a fraction', 10.5],
    ['a fraction just above the minimum', 1.000001],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s (%d) with PRICE_OUT_OF_RANGE and the bounds', (_, price) => {
    expect(checkListingPrice(price)).toEqual(outOfRange);
  });

  it('accepts exactly the whole numbers from 1 to 1,000,000', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (price) => {
        const inRange = Number.isInteger(price) && price >= 1 && price <= 1_000_000;
        expect(checkListingPrice(price).ok).toBe(inRange);
      }),
    );
  });
});

describe('checkListing (docs/RULES.md, "Market")', () => {
  it('lists an own unlisted card, with what a sale at its price would pay', () => {
    const card = { id: 'fox', name: 'Ember Fox', isListed: false };
    const result = checkListing({ level: 3, card, price: 1000, currency: 'magicDust' });
    expect(result).toEqual({
      ok: true,
      value: { card, terms: { price: 1000, currency: 'magicDust', fee: 50, sellerReceives: 950 } },
    });
    // Callers read the card off the result, so it must be the very one given.
    expect(result.ok && result.value.card).toBe(card);
  });

  it.each([1, 1_000_000])('lists a card at the price bound %i', (price) => {
    const result = checkListing({ level: 3, card: unlisted, price, currency: 'magicDust' });
    expect(result.ok && result.value.terms.price).toBe(price);
  });

  it('takes a card not looked up for CARD_NOT_FOUND', () => {
    expect(checkListing({ level: 3, card: undefined, price: 1000, currency: 'magicDust' })).toEqual(
      { ok: false, error: { code: 'CARD_NOT_FOUND' } },
    );
  });

  it.each([
    {
      title: 'a player below level 3 is MARKET_LOCKED',
      level: 2,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 2 },
    },
    {
      title: 'a card not the player’s (or not there) is CARD_NOT_FOUND',
      card: null,
      error: { code: 'CARD_NOT_FOUND' },
    },
    {
      title: 'a card already listed is CARD_LISTED',
      card: { isListed: true },
      error: { code: 'CARD_LISTED' },
    },
    {
      title: 'a price of 0 is PRICE_OUT_OF_RANGE',
      price: 0,
      error: { code: 'PRICE_OUT_OF_RANGE', min: 1, max: 1_000_000 },
    },
    {
      title: 'a price above 1,000,000 is PRICE_OUT_OF_RANGE',
      price: 1_000_001,
      error: { code: 'PRICE_OUT_OF_RANGE', min: 1, max: 1_000_000 },
    },
    {
      title: 'a fractional price is PRICE_OUT_OF_RANGE',
      price: 999.5,
      error: { code: 'PRICE_OUT_OF_RANGE', min: 1, max: 1_000_000 },
    },
    // The order of the checks: access, then the card, then whether it is listed, then the price.
    {
      title: 'a locked market is reported before a missing card and a bad price',
      level: 1,
      card: null,
      price: 0,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 1 },
    },
    {
      title: 'a missing card is reported before a bad price',
      card: null,
      price: 0,
      error: { code: 'CARD_NOT_FOUND' },
    },
    {
      title: 'a listed card is reported before a bad price',
      card: { isListed: true },
      price: 0,
      error: { code: 'CARD_LISTED' },
    },
  ])('$title', ({ level = 3, card = unlisted, price = 1000, error }) => {
    expect(checkListing({ level, card, price, currency: 'magicDust' })).toEqual({
      ok: false,
      error,
    });
  });
});

describe('checkPurchase (docs/RULES.md, "Market")', () => {
  const buy = (
    more: Partial<{ level: number; buyerId: string; listing: ListingView | null }>,
    balances = dust(5000),
  ) => checkPurchase({ level: 3, buyerId: 'buyer', listing: listing(), balances, ...more });

  it('sells another player’s active listing to a buyer who can pay, with the sale’s terms', () => {
    const wanted = { ...listing(), id: 'listing-1' };
    const result = checkPurchase({
      level: 3,
      buyerId: 'buyer',
      listing: wanted,
      balances: dust(5000),
    });
    expect(result).toEqual({
      ok: true,
      value: {
        listing: wanted,
        terms: { price: 1000, currency: 'magicDust', fee: 50, sellerReceives: 950 },
      },
    });
    // Callers read the listing off the result, so it must be the very one given.
    expect(result.ok && result.value.listing).toBe(wanted);
  });

  it('is paid by a purse holding exactly the price', () => {
    expect(buy({ listing: listing({ price: 40 }) }, dust(40))).toMatchObject({
      ok: true,
      value: { terms: { price: 40, currency: 'magicDust', fee: 2, sellerReceives: 38 } },
    });
  });

  it('takes a listing not looked up for LISTING_NOT_FOUND', () => {
    expect(
      checkPurchase({ level: 3, buyerId: 'buyer', listing: undefined, balances: dust(5000) }),
    ).toEqual({ ok: false, error: { code: 'LISTING_NOT_FOUND' } });
  });

  it.each<{
    title: string;
    level?: number;
    buyerId?: string;
    listing?: ListingView | null;
    magicDust?: number;
    error: unknown;
  }>([
    {
      title: 'a buyer below level 3 is MARKET_LOCKED',
      level: 2,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 2 },
    },
    {
      title: 'a listing that does not exist is LISTING_NOT_FOUND',
      listing: null,
      error: { code: 'LISTING_NOT_FOUND' },
    },
    {
      title: 'a sold listing is NO_LONGER_FOR_SALE',
      listing: listing({ status: 'sold' }),
      error: { code: 'NO_LONGER_FOR_SALE' },
    },
    {
      title: 'a cancelled listing is NO_LONGER_FOR_SALE',
      listing: listing({ status: 'cancelled' }),
      error: { code: 'NO_LONGER_FOR_SALE' },
    },
    {
      title: 'the buyer’s own listing is OWN_LISTING',
      buyerId: 'seller',
      error: { code: 'OWN_LISTING' },
    },
    {
      title: 'one magic dust short of the price is NOT_ENOUGH_MAGIC_DUST',
      magicDust: 999,
      error: {
        code: 'NOT_ENOUGH_MAGIC_DUST',
        currency: 'magicDust',
        needed: 1000,
        available: 999,
        purpose: 'market-purchase',
      },
    },
    // The order of the checks: access, the listing, its status, its seller, then the purse.
    {
      title: 'a locked market is reported before a missing listing',
      level: 0,
      listing: null,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 0 },
    },
    {
      title: 'a listing gone is reported before the buyer being its seller',
      buyerId: 'seller',
      listing: listing({ status: 'sold' }),
      error: { code: 'NO_LONGER_FOR_SALE' },
    },
    {
      title: 'the buyer being the seller is reported before the purse',
      buyerId: 'seller',
      magicDust: 0,
      error: { code: 'OWN_LISTING' },
    },
    {
      title: 'a listing gone is reported before the purse',
      listing: listing({ status: 'cancelled' }),
      magicDust: 0,
      error: { code: 'NO_LONGER_FOR_SALE' },
    },
  ])('$title', ({ level, buyerId, listing: wanted, magicDust = 5000, error }) => {
    const more = {
      ...(level === undefined ? {} : { level }),
      ...(buyerId === undefined ? {} : { buyerId }),
      ...(wanted === undefined ? {} : { listing: wanted }),
    };
    expect(buy(more, dust(magicDust))).toEqual({ ok: false, error });
  });

  // Listings are priced in magic dust: credits and diamonds never pay for one.
  it('reads only the magic dust of the purse', () => {
    const result = checkPurchase({
      level: 3,
      buyerId: 'buyer',
      listing: listing(),
      balances: { credits: 1_000_000, diamonds: 1_000_000, magicDust: 0 },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_ENOUGH_MAGIC_DUST' } });
  });

  it('sells exactly when every check passes, and then splits the price into fee and payout', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom('buyer', 'seller'),
        fc.option(fc.constantFrom<ListingStatus>('active', 'sold', 'cancelled')),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (level, buyerId, status, price, magicDust) => {
          const wanted = status === null ? null : listing({ status, price });
          const result = buy({ level, buyerId, listing: wanted }, dust(magicDust));
          const sells =
            level >= 3 && status === 'active' && buyerId !== 'seller' && magicDust >= price;
          expect(result.ok).toBe(sells);
          if (result.ok) {
            const { terms } = result.value;
            expect(terms.price).toBe(price);
            expect(terms.fee + terms.sellerReceives).toBe(price);
          }
        },
      ),
    );
  });
});

describe('checkCancel (docs/RULES.md, "Market")', () => {
  it('hands back the seller’s own active listing', () => {
    const own = listing();
    const result = checkCancel({ playerId: 'seller', listing: own });
    expect(result).toEqual({ ok: true, value: own });
    expect(result.ok && result.value).toBe(own);
  });

  it.each<{
    title: string;
    playerId: string;
    listing: ListingView | null | undefined;
    error: unknown;
  }>([
    {
      title: 'a listing that does not exist is LISTING_NOT_FOUND',
      playerId: 'seller',
      listing: null,
      error: { code: 'LISTING_NOT_FOUND' },
    },
    {
      title: 'a listing not looked up is LISTING_NOT_FOUND',
      playerId: 'seller',
      listing: undefined,
      error: { code: 'LISTING_NOT_FOUND' },
    },
    // To anyone but its seller a listing does not exist.
    {
      title: 'another seller’s listing is LISTING_NOT_FOUND',
      playerId: 'buyer',
      listing: listing(),
      error: { code: 'LISTING_NOT_FOUND' },
    },
    {
      title: 'an own sold listing is NO_LONGER_FOR_SALE',
      playerId: 'seller',
      listing: listing({ status: 'sold' }),
      error: { code: 'NO_LONGER_FOR_SALE' },
    },
    {
      title: 'an own cancelled listing is NO_LONGER_FOR_SALE',
      playerId: 'seller',
      listing: listing({ status: 'cancelled' }),
      error: { code: 'NO_LONGER_FOR_SALE' },
    },
    // The order of the checks: whose it is, then its status.
    {
      title: 'another seller’s sold listing is LISTING_NOT_FOUND, not NO_LONGER_FOR_SALE',
      playerId: 'buyer',
      listing: listing({ status: 'sold' }),
      error: { code: 'LISTING_NOT_FOUND' },
    },
  ])('$title', ({ playerId, listing: wanted, error }) => {
    expect(checkCancel({ playerId, listing: wanted })).toEqual({ ok: false, error });
  });
});
