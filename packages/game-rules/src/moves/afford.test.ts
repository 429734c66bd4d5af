import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES } from '../currency';
import { STARTING_PROFILE } from '../profile';
import { checkAfford, SHORTFALL_CODE, type Balances, type Cost, type SpendPurpose } from './afford';

// A new player's purse: 1000 credits, 20 diamonds, 50 magic dust.
const purse: Balances = {
  credits: STARTING_PROFILE.credits,
  diamonds: STARTING_PROFILE.diamonds,
  magicDust: STARTING_PROFILE.magicDust,
};

describe('checkAfford (docs/RULES.md, "Currencies")', () => {
  it.each<{ title: string; balances: Balances; cost: Cost; purpose: SpendPurpose }>([
    {
      title: 'a balance equal to the cost pays it',
      balances: purse,
      cost: { currency: 'diamonds', amount: 20 },
      purpose: 'improve-card',
    },
    {
      title: 'a balance above the cost pays it',
      balances: purse,
      cost: { currency: 'credits', amount: 250 },
      purpose: 'buy-items',
    },
    {
      title: 'a free step is paid even from an empty purse',
      balances: { credits: 0, diamonds: 0, magicDust: 0 },
      cost: { currency: 'diamonds', amount: 0 },
      purpose: 'items-limit',
    },
  ])('$title, and returns the cost', ({ balances, cost, purpose }) => {
    expect(checkAfford(balances, cost, purpose)).toEqual({ ok: true, value: cost });
  });

  it.each<{ title: string; cost: Cost; purpose: SpendPurpose; error: unknown }>([
    {
      title: 'one credit short is NOT_ENOUGH_CREDITS',
      cost: { currency: 'credits', amount: 1001 },
      purpose: 'buy-items',
      error: {
        code: 'NOT_ENOUGH_CREDITS',
        currency: 'credits',
        needed: 1001,
        available: 1000,
        purpose: 'buy-items',
      },
    },
    {
      title: 'one diamond short is NOT_ENOUGH_DIAMONDS',
      cost: { currency: 'diamonds', amount: 21 },
      purpose: 'ascend-card',
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 21,
        available: 20,
        purpose: 'ascend-card',
      },
    },
    // Buying on the market and some exchange offers spend magic dust.
    {
      title: 'one magic dust short is NOT_ENOUGH_MAGIC_DUST',
      cost: { currency: 'magicDust', amount: 51 },
      purpose: 'items-limit',
      error: {
        code: 'NOT_ENOUGH_MAGIC_DUST',
        currency: 'magicDust',
        needed: 51,
        available: 50,
        purpose: 'items-limit',
      },
    },
  ])('$title, with what was needed, held and meant', ({ cost, purpose, error }) => {
    expect(checkAfford(purse, cost, purpose)).toEqual({ ok: false, error });
  });

  // The other balances never make up for the one the cost is in.
  it('reads only the balance of the cost currency', () => {
    const rich: Balances = { credits: 1_000_000, diamonds: 0, magicDust: 1_000_000 };
    const result = checkAfford(rich, { currency: 'diamonds', amount: 1 }, 'improve-card');
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_ENOUGH_DIAMONDS' } });
  });

  it('names one shortfall code per currency', () => {
    expect(SHORTFALL_CODE).toEqual({
      credits: 'NOT_ENOUGH_CREDITS',
      diamonds: 'NOT_ENOUGH_DIAMONDS',
      magicDust: 'NOT_ENOUGH_MAGIC_DUST',
    });
  });

  it('pays exactly when the balance covers the cost, and otherwise says by how much', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        (currency, available, amount) => {
          const balances = { credits: 0, diamonds: 0, magicDust: 0, [currency]: available };
          const result = checkAfford(balances, { currency, amount }, 'buy-items');
          expect(result.ok).toBe(available >= amount);
          if (!result.ok) {
            expect(result.error).toEqual({
              code: SHORTFALL_CODE[currency],
              currency,
              needed: amount,
              available,
              purpose: 'buy-items',
            });
          }
        },
      ),
    );
  });
});
