import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES } from '../currency';
import { SHORTFALL_CODE, type Balances } from './afford';
import { checkExchangePurchase, offerPurchasesLeft, type OfferView } from './exchange';

// Get 10 diamonds for 2000 credits, three times a day.
const diamonds: OfferView = {
  currencyToSell: 'diamonds',
  amountToSell: 10,
  priceCurrency: 'credits',
  priceAmount: 2000,
  dailyLimit: 3,
};
// Get 500 magic dust for 1000 credits, as often as one likes.
const dust: OfferView = {
  currencyToSell: 'magicDust',
  amountToSell: 500,
  priceCurrency: 'credits',
  priceAmount: 1000,
  dailyLimit: null,
};
const credits = (amount: number): Balances => ({ credits: amount, diamonds: 0, magicDust: 0 });

const exchange = (
  more: Partial<{ level: number; offer: OfferView | null; boughtToday: number }>,
  balances = credits(5000),
) => checkExchangePurchase({ level: 3, offer: diamonds, boughtToday: 0, balances, ...more });

describe('offerPurchasesLeft (docs/RULES.md, "Market")', () => {
  it.each([
    { dailyLimit: 3, boughtToday: 0, left: 3 },
    { dailyLimit: 3, boughtToday: 2, left: 1 },
    { dailyLimit: 3, boughtToday: 3, left: 0 },
    // More than the limit (the limit lowered during the day) still leaves none, never fewer.
    { dailyLimit: 3, boughtToday: 5, left: 0 },
    { dailyLimit: 1, boughtToday: 0, left: 1 },
    { dailyLimit: null, boughtToday: 0, left: null },
    { dailyLimit: null, boughtToday: 1_000, left: null },
  ])(
    'a daily limit of $dailyLimit with $boughtToday bought today leaves $left',
    ({ dailyLimit, boughtToday, left }) => {
      expect(offerPurchasesLeft({ dailyLimit }, boughtToday)).toBe(left);
    },
  );
});

describe('checkExchangePurchase (docs/RULES.md, "Market")', () => {
  it('pays the offer’s price and gets its amount', () => {
    const offer = { ...diamonds, id: 'diamonds-for-credits' };
    const result = exchange({ offer });
    expect(result).toEqual({
      ok: true,
      value: {
        offer,
        pay: { currency: 'credits', amount: 2000 },
        get: { currency: 'diamonds', amount: 10 },
      },
    });
    // Callers read the offer off the result, so it must be the very one given.
    expect(result.ok && result.value.offer).toBe(offer);
  });

  it('takes an offer not looked up for OFFER_NOT_FOUND', () => {
    expect(
      checkExchangePurchase({
        level: 3,
        offer: undefined,
        boughtToday: 0,
        balances: credits(5000),
      }),
    ).toEqual({ ok: false, error: { code: 'OFFER_NOT_FOUND' } });
  });

  it('sells the last purchase of the day to a purse holding exactly the price', () => {
    expect(exchange({ boughtToday: 2 }, credits(2000))).toMatchObject({ ok: true });
  });

  it.each([0, 1, 50, 1_000_000])('never stops at a null daily limit, %i bought today', (n) => {
    expect(exchange({ offer: dust, boughtToday: n })).toEqual({
      ok: true,
      value: {
        offer: dust,
        pay: { currency: 'credits', amount: 1000 },
        get: { currency: 'magicDust', amount: 500 },
      },
    });
  });

  it.each<{
    title: string;
    level?: number;
    offer?: OfferView | null;
    boughtToday?: number;
    balances?: Balances;
    error: unknown;
  }>([
    {
      title: 'a player below level 3 is MARKET_LOCKED',
      level: 2,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 2 },
    },
    {
      title: 'an offer that does not exist is OFFER_NOT_FOUND',
      offer: null,
      error: { code: 'OFFER_NOT_FOUND' },
    },
    {
      title: 'the day’s last purchase made is DAILY_LIMIT_REACHED, with the limit',
      boughtToday: 3,
      error: { code: 'DAILY_LIMIT_REACHED', limit: 3 },
    },
    {
      title: 'more bought today than the limit is DAILY_LIMIT_REACHED, with the limit',
      boughtToday: 4,
      error: { code: 'DAILY_LIMIT_REACHED', limit: 3 },
    },
    {
      title: 'one credit short is NOT_ENOUGH_CREDITS for the exchange',
      balances: credits(1999),
      error: {
        code: 'NOT_ENOUGH_CREDITS',
        currency: 'credits',
        needed: 2000,
        available: 1999,
        purpose: 'exchange',
      },
    },
    {
      title: 'one diamond short is NOT_ENOUGH_DIAMONDS for the exchange',
      offer: {
        currencyToSell: 'credits',
        amountToSell: 1500,
        priceCurrency: 'diamonds',
        priceAmount: 10,
        dailyLimit: null,
      },
      balances: { credits: 1_000_000, diamonds: 9, magicDust: 1_000_000 },
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 10,
        available: 9,
        purpose: 'exchange',
      },
    },
    {
      title: 'short of magic dust is NOT_ENOUGH_MAGIC_DUST for the exchange',
      offer: {
        currencyToSell: 'diamonds',
        amountToSell: 10,
        priceCurrency: 'magicDust',
        priceAmount: 2500,
        dailyLimit: null,
      },
      balances: { credits: 1_000_000, diamonds: 1_000_000, magicDust: 2499 },
      error: {
        code: 'NOT_ENOUGH_MAGIC_DUST',
        currency: 'magicDust',
        needed: 2500,
        available: 2499,
        purpose: 'exchange',
      },
    },
    // The order of the checks: access, the offer, the day's limit, then the purse.
    {
      title: 'a locked market is reported before a missing offer',
      level: 1,
      offer: null,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 1 },
    },
    {
      title: 'a locked market is reported before the daily limit',
      level: 1,
      boughtToday: 3,
      error: { code: 'MARKET_LOCKED', requiredLevel: 3, level: 1 },
    },
    {
      title: 'the daily limit is reported before the purse',
      boughtToday: 3,
      balances: credits(0),
      error: { code: 'DAILY_LIMIT_REACHED', limit: 3 },
    },
  ])('$title', ({ level, offer, boughtToday, balances = credits(5000), error }) => {
    const more = {
      ...(level === undefined ? {} : { level }),
      ...(offer === undefined ? {} : { offer }),
      ...(boughtToday === undefined ? {} : { boughtToday }),
    };
    expect(exchange(more, balances)).toEqual({ ok: false, error });
  });

  it('sells exactly when the market is open, the day allows it and the purse pays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 1, max: 5 })),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        (level, priceCurrency, priceAmount, dailyLimit, boughtToday, available) => {
          const offer: OfferView = {
            currencyToSell: priceCurrency === 'credits' ? 'diamonds' : 'credits',
            amountToSell: 7,
            priceCurrency,
            priceAmount,
            dailyLimit,
          };
          const balances = { credits: 0, diamonds: 0, magicDust: 0, [priceCurrency]: available };
          const result = checkExchangePurchase({ level, offer, boughtToday, balances });
          const open = level >= 3;
          const allowed = dailyLimit === null || boughtToday < dailyLimit;
          expect(result.ok).toBe(open && allowed && available >= priceAmount);
          if (!result.ok && open && allowed) {
            expect(result.error).toEqual({
              code: SHORTFALL_CODE[priceCurrency],
              currency: priceCurrency,
              needed: priceAmount,
              available,
              purpose: 'exchange',
            });
          }
        },
      ),
    );
  });
});
