import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RARITIES, type Rarity } from '../rarity';
import { checkItemPurchase, checkLabItemPurge } from './lab-items';

const rich = { credits: 10_000_000, diamonds: 0, magicDust: 0 };
const newPlayer = { credits: 1000, diamonds: 20, magicDust: 50 };

describe('checkItemPurchase (docs/RULES.md, "The lab")', () => {
  // Credits each: common 250, rare 500, epic 2500, legendary 5000.
  it.each<[Rarity, number, number]>([
    ['common', 1, 250],
    ['rare', 1, 500],
    ['epic', 1, 2500],
    ['legendary', 1, 5000],
    ['common', 4, 1000],
    ['epic', 3, 7500],
    ['common', 100, 25_000],
    ['legendary', 100, 500_000],
  ])('%s x%i costs %i credits', (rarity, amount, price) => {
    const item = { rarity };
    expect(checkItemPurchase(item, amount, rich)).toEqual({
      ok: true,
      value: { item, cost: { currency: 'credits', amount: price } },
    });
  });

  // Callers read the bought item off the result, so it must be the very one given.
  it('hands back the very item it was given', () => {
    const item = { id: 'lava', name: 'Lava', rarity: 'rare' as const };
    const result = checkItemPurchase(item, 2, rich);
    expect(result.ok && result.value.item).toBe(item);
  });

  it('is paid by a purse holding exactly the price', () => {
    expect(checkItemPurchase({ rarity: 'common' }, 4, newPlayer).ok).toBe(true);
  });

  it.each([
    {
      title: 'an item not discovered (or a base element) is ITEM_NOT_DISCOVERED',
      item: null,
      amount: 1,
      error: { code: 'ITEM_NOT_DISCOVERED' },
    },
    {
      title: 'none at all is AMOUNT_OUT_OF_RANGE',
      amount: 0,
      error: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
    },
    {
      title: 'more than 100 is AMOUNT_OUT_OF_RANGE',
      amount: 101,
      error: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
    },
    {
      title: 'a negative amount is AMOUNT_OUT_OF_RANGE',
      amount: -1,
      error: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
    },
    {
      title: 'a fraction is AMOUNT_OUT_OF_RANGE',
      amount: 1.5,
      error: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
    },
    {
      title: 'NaN is AMOUNT_OUT_OF_RANGE',
      amount: Number.NaN,
      error: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
    },
    {
      title: 'one common more than a new player can pay is NOT_ENOUGH_CREDITS',
      amount: 5,
      error: {
        code: 'NOT_ENOUGH_CREDITS',
        currency: 'credits',
        needed: 1250,
        available: 1000,
        purpose: 'buy-items',
      },
    },
    // The order of the checks: what is bought, then how many, then the purse.
    {
      title: 'an undiscovered item is reported before a bad amount',
      item: null,
      amount: 0,
      error: { code: 'ITEM_NOT_DISCOVERED' },
    },
    {
      title: 'a bad amount is reported before the purse',
      amount: 101,
      error: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
    },
  ])('$title', ({ item = { rarity: 'common' as const }, amount, error }) => {
    expect(checkItemPurchase(item, amount, newPlayer)).toEqual({ ok: false, error });
  });

  it('charges the rarity price times the amount for every amount from 1 to 100', () => {
    const price: Record<Rarity, number> = { common: 250, rare: 500, epic: 2500, legendary: 5000 };
    fc.assert(
      fc.property(fc.constantFrom(...RARITIES), fc.integer({ min: 1, max: 100 }), (rarity, n) => {
        const result = checkItemPurchase({ rarity }, n, rich);
        expect(result.ok && result.value.cost).toEqual({
          currency: 'credits',
          amount: price[rarity] * n,
        });
      }),
    );
  });
});

describe('checkLabItemPurge (docs/RULES.md, "The lab")', () => {
  // Magic dust per unit: common 5, rare 10, epic 25, legendary 125; the whole stack goes.
  it.each<[Rarity, number, number]>([
    ['common', 1, 5],
    ['rare', 1, 10],
    ['epic', 1, 25],
    ['legendary', 1, 125],
    ['common', 3, 15],
    ['legendary', 2, 250],
    ['epic', 100, 2500],
  ])('a stack of %s x%i refunds %i magic dust', (rarity, quantity, refund) => {
    const stack = { rarity, quantity };
    expect(checkLabItemPurge(stack)).toEqual({
      ok: true,
      value: { stack, refund, currency: 'magicDust' },
    });
  });

  it('hands back the very stack it was given', () => {
    const stack = { id: 'lava', rarity: 'rare' as const, quantity: 4 };
    const result = checkLabItemPurge(stack);
    expect(result.ok && result.value.stack).toBe(stack);
  });

  it.each([
    { title: 'an item not in the lab is ITEM_NOT_IN_LAB', stack: null },
    { title: 'an item not looked up is ITEM_NOT_IN_LAB', stack: undefined },
    { title: 'an empty stack is ITEM_NOT_IN_LAB', stack: { rarity: 'rare' as const, quantity: 0 } },
    {
      title: 'a negative stack is ITEM_NOT_IN_LAB',
      stack: { rarity: 'rare' as const, quantity: -2 },
    },
  ])('$title', ({ stack }) => {
    expect(checkLabItemPurge(stack)).toEqual({ ok: false, error: { code: 'ITEM_NOT_IN_LAB' } });
  });
});
