import { describe, expect, it } from 'vitest';
import { balanceAfter, CONFIRM_SPEND_ABOVE_PERCENT, spendNeedsConfirmation } from './spending';

const purse = { credits: 1075, diamonds: 20, magicDust: 60 };

describe('a spend that asks first', () => {
  it('is one above a fifth of the balance it is paid from', () => {
    expect(CONFIRM_SPEND_ABOVE_PERCENT).toBe(20);
    // 20% of 1,075 credits is 215: the 250-credit item asks, 215 does not.
    expect(spendNeedsConfirmation({ currency: 'credits', amount: 250 }, purse)).toBe(true);
    expect(spendNeedsConfirmation({ currency: 'credits', amount: 215 }, purse)).toBe(false);
    expect(spendNeedsConfirmation({ currency: 'credits', amount: 216 }, purse)).toBe(true);
    // 4 of 20 diamonds is exactly 20%: no question; 5 asks.
    expect(spendNeedsConfirmation({ currency: 'diamonds', amount: 4 }, purse)).toBe(false);
    expect(spendNeedsConfirmation({ currency: 'diamonds', amount: 5 }, purse)).toBe(true);
  });

  it('always asks with an empty purse, and reads the currency paid with', () => {
    expect(
      spendNeedsConfirmation({ currency: 'magicDust', amount: 1 }, { ...purse, magicDust: 0 }),
    ).toBe(true);
    expect(spendNeedsConfirmation({ currency: 'magicDust', amount: 12 }, purse)).toBe(false);
  });

  it('says the balance after the payment', () => {
    expect(balanceAfter({ currency: 'credits', amount: 1000 }, purse)).toBe(75);
    expect(balanceAfter({ currency: 'magicDust', amount: 100 }, purse)).toBe(0);
  });
});
