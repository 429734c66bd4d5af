import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES } from '../currency';
import { LISTING_PRICE, saleFee } from '../market';
import { type Balances } from './afford';
import { cancelEffect, type MarketListingState } from './cancel-effect';
import { checkExchangePurchase, type OfferView } from './exchange';
import { exchangeEffect, type ExchangeState } from './exchange-effect';
import { listEffect, type ListCard } from './list-effect';
import { checkCancel, checkListing, checkPurchase, type ListingStatus } from './market';
import { purchaseEffect, type PurchaseState } from './purchase-effect';

const card = (more: Partial<ListCard> = {}): ListCard => ({
  id: 'card-1',
  isListed: false,
  characterType: 'mage',
  quality: 'normal',
  level: 4,
  ...more,
});

const listing = (more: Partial<MarketListingState> = {}): MarketListingState => ({
  id: 'listing-1',
  sellerId: 'seller',
  status: 'active',
  price: 40,
  currency: 'magicDust',
  cardId: 'card-1',
  ...more,
});

const purse = (magicDust: number, credits = 0, diamonds = 0): Balances => ({
  credits,
  diamonds,
  magicDust,
});

const buyer = (magicDust: number, level = 3): PurchaseState['buyer'] => ({
  id: 'buyer',
  level,
  balances: purse(magicDust),
});

const statuses: readonly ListingStatus[] = ['active', 'sold', 'cancelled'];

describe('listEffect (docs/RULES.md, "Market")', () => {
  it('lists the card at the price: the listing copies its kind, the card is frozen', () => {
    expect(listEffect({ level: 3, card: card() }, { price: 40, currency: 'magicDust' })).toEqual({
      ok: true,
      value: {
        terms: { price: 40, currency: 'magicDust', fee: 2, sellerReceives: 38 },
        listing: {
          cardId: 'card-1',
          price: 40,
          currency: 'magicDust',
          cardClass: 'mage',
          cardQuality: 'normal',
          cardLevel: 4,
        },
        card: { id: 'card-1', isListed: true },
        withdrawDuelsAgainst: 'card-1',
      },
    });
  });

  it('refuses as checkListing does, in its order', () => {
    const cases = fc.record({
      level: fc.integer({ min: 1, max: 10 }),
      card: fc.option(fc.record({ isListed: fc.boolean() }), { nil: null }),
      price: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double()),
    });
    fc.assert(
      fc.property(cases, ({ level, card: shape, price }) => {
        const held = shape && card(shape);
        const effect = listEffect({ level, card: held }, { price, currency: 'magicDust' });
        const check = checkListing({ level, card: held, price, currency: 'magicDust' });
        expect(effect.ok).toBe(check.ok);
        if (!effect.ok && !check.ok) expect(effect.error).toEqual(check.error);
        if (effect.ok && check.ok) {
          // The listing is of the card checked, at the terms checked, and moves no money.
          expect(effect.value.terms).toEqual(check.value.terms);
          expect(effect.value.listing.cardId).toBe(held?.id);
          expect(effect.value).not.toHaveProperty('balances');
        }
      }),
    );
  });
});

describe('cancelEffect', () => {
  it("ends the listing cancelled and frees the seller's card", () => {
    expect(cancelEffect({ playerId: 'seller', listing: listing() })).toEqual({
      ok: true,
      value: {
        listing: { id: 'listing-1', status: 'cancelled' },
        card: { id: 'card-1', isListed: false },
      },
    });
  });

  it('refuses as checkCancel does: to anyone but its seller the listing does not exist', () => {
    const cases = fc.record({
      playerId: fc.constantFrom('seller', 'buyer'),
      listing: fc.option(
        fc.record({
          sellerId: fc.constantFrom('seller', 'other'),
          status: fc.constantFrom(...statuses),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(cases, ({ playerId, listing: shape }) => {
        const read = shape && listing(shape);
        const effect = cancelEffect({ playerId, listing: read });
        const check = checkCancel({ playerId, listing: read });
        expect(effect.ok).toBe(check.ok);
        if (!effect.ok && !check.ok) expect(effect.error).toEqual(check.error);
        if (effect.ok) expect(effect.value.card).toEqual({ id: 'card-1', isListed: false });
      }),
    );
  });
});

describe('purchaseEffect', () => {
  it('moves the price, burns the fee, hands over the card, ends the listing sold', () => {
    expect(purchaseEffect({ buyer: buyer(100), listing: listing() })).toEqual({
      ok: true,
      value: {
        terms: { price: 40, currency: 'magicDust', fee: 2, sellerReceives: 38 },
        sellerId: 'seller',
        balances: [
          { playerId: 'buyer', currency: 'magicDust', delta: -40, reason: 'market-buy:listing-1' },
          {
            playerId: 'seller',
            currency: 'magicDust',
            delta: 40,
            reason: 'market-sale:listing-1',
          },
          { playerId: 'seller', currency: 'magicDust', delta: -2, reason: 'market-fee:listing-1' },
        ],
        card: { id: 'card-1', playerId: 'buyer', isListed: false },
        listing: { id: 'listing-1', status: 'sold', buyerId: 'buyer', fee: 2 },
      },
    });
  });

  it('refuses as checkPurchase does; else only the fee leaves the game', () => {
    const cases = fc.record({
      level: fc.integer({ min: 1, max: 10 }),
      dust: fc.integer({ min: 0, max: 2_000_000 }),
      listing: fc.option(
        fc.record({
          sellerId: fc.constantFrom('seller', 'buyer'),
          status: fc.constantFrom(...statuses),
          price: fc.integer({ min: LISTING_PRICE.min, max: LISTING_PRICE.max }),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(cases, ({ level, dust, listing: shape }) => {
        const state = { buyer: buyer(dust, level), listing: shape && listing(shape) };
        const effect = purchaseEffect(state);
        const check = checkPurchase({
          level,
          buyerId: 'buyer',
          listing: state.listing,
          balances: state.buyer.balances,
        });
        expect(effect.ok).toBe(check.ok);
        if (!effect.ok && !check.ok) expect(effect.error).toEqual(check.error);
        if (!effect.ok || !shape) return;
        const { balances } = effect.value;
        const of = (who: string) =>
          balances.filter((entry) => entry.playerId === who).reduce((sum, e) => sum + e.delta, 0);
        // The buyer pays the price, the seller keeps it less the fee, the fee is burned.
        expect(of('buyer')).toBe(-shape.price);
        expect(of('seller')).toBe(shape.price - saleFee(shape.price));
        expect(of('buyer') + of('seller')).toBe(-effect.value.listing.fee);
        // Never below zero: the buyer could pay, and the seller's fee is within the price.
        expect(dust + of('buyer')).toBeGreaterThanOrEqual(0);
        expect(of('seller')).toBeGreaterThanOrEqual(0);
        expect(balances.every((entry) => entry.currency === 'magicDust')).toBe(true);
        expect(effect.value.card).toEqual({ id: 'card-1', playerId: 'buyer', isListed: false });
      }),
    );
  });
});

describe('exchangeEffect', () => {
  const offer = (more: Partial<OfferView> = {}) => ({
    id: 'dust-for-credits',
    currencyToSell: 'magicDust' as const,
    amountToSell: 500,
    priceCurrency: 'credits' as const,
    priceAmount: 1000,
    dailyLimit: null,
    ...more,
  });
  const state = (more: Partial<ExchangeState> = {}): ExchangeState => ({
    level: 3,
    balances: purse(0, 5000),
    offer: offer(),
    boughtToday: 0,
    ...more,
  });

  it('pays the price and receives the offer, both booked as exchange:<offer>', () => {
    expect(exchangeEffect(state())).toEqual({
      ok: true,
      value: {
        pay: { currency: 'credits', amount: 1000 },
        get: { currency: 'magicDust', amount: 500 },
        balances: [
          { currency: 'credits', delta: -1000, reason: 'exchange:dust-for-credits' },
          { currency: 'magicDust', delta: 500, reason: 'exchange:dust-for-credits' },
        ],
        purchase: { offerId: 'dust-for-credits' },
        leftToday: null,
      },
    });
  });

  it('counts the purchase against the day: the last one leaves none', () => {
    const effect = exchangeEffect(state({ offer: offer({ dailyLimit: 3 }), boughtToday: 2 }));
    expect(effect.ok && effect.value.leftToday).toBe(0);
  });

  it('refuses as checkExchangePurchase does; else exactly the price for exactly the offer', () => {
    const currency = fc.constantFrom(...CURRENCIES);
    const cases = fc.record({
      level: fc.integer({ min: 1, max: 10 }),
      balances: fc.record({
        credits: fc.nat(10_000),
        diamonds: fc.nat(10_000),
        magicDust: fc.nat(10_000),
      }),
      offer: fc.option(
        fc.record({
          currencyToSell: currency,
          amountToSell: fc.integer({ min: 1, max: 5000 }),
          priceCurrency: currency,
          priceAmount: fc.integer({ min: 1, max: 5000 }),
          dailyLimit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        }),
        { nil: null },
      ),
      boughtToday: fc.nat(6),
    });
    fc.assert(
      fc.property(cases, (input) => {
        const given = { ...input, offer: input.offer && offer(input.offer) };
        const effect = exchangeEffect(given);
        const check = checkExchangePurchase(given);
        expect(effect.ok).toBe(check.ok);
        if (!effect.ok && !check.ok) expect(effect.error).toEqual(check.error);
        if (!effect.ok || !input.offer) return;
        const net = (of: string) =>
          effect.value.balances
            .filter((entry) => entry.currency === of)
            .reduce((sum, entry) => sum + entry.delta, 0);
        const expected = (of: string) =>
          (of === input.offer?.currencyToSell ? input.offer.amountToSell : 0) -
          (of === input.offer?.priceCurrency ? input.offer.priceAmount : 0);
        for (const of of CURRENCIES) expect(net(of)).toBe(expected(of));
        // The player could pay: no balance goes below zero.
        for (const of of CURRENCIES) expect(input.balances[of] + net(of)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
