import { describe, expect, it } from 'vitest';
import { offersAfterPurchase } from './exchange-cache';
import { offer, profile } from './test-fixtures';

describe('offersAfterPurchase (game-rules’ exchangeEffect)', () => {
  it('counts one more purchase of the offer bought, and only of it', () => {
    const limited = offer({ dailyLimit: 3, leftToday: 2 });
    const other = offer({ id: 'diamonds-for-dust', dailyLimit: 5, leftToday: 5 });
    expect(offersAfterPurchase([limited, other], limited.id, profile())).toEqual([
      { ...limited, leftToday: 1 },
      other,
    ]);
  });

  it('leaves an offer without a limit without one', () => {
    const free = offer();
    expect(offersAfterPurchase([free], free.id, profile())).toEqual([free]);
  });

  it('asks again when the screen cannot follow: an unknown offer, or one the rules refuse', () => {
    expect(offersAfterPurchase([offer()], 'gone', profile())).toBeNull();
    const spent = offer({ dailyLimit: 3, leftToday: 0 });
    expect(offersAfterPurchase([spent], spent.id, profile())).toBeNull();
    expect(offersAfterPurchase([offer()], offer().id, profile({ credits: 0 }))).toBeNull();
  });
});
