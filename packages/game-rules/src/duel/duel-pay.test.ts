import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  duelPay,
  duelPayOfTheDay,
  duelPurse,
  duelStrength,
  paidDuelsLeft,
  PAID_DUELS_PER_DAY,
} from './duel-pay';

describe('duelPay (docs/RULES.md, "Duel pay")', () => {
  it.each([
    // [opponent level, opponent power, player power, win credits, win dust, loss credits, loss dust]
    [1, 100, 100, 20, 5, 4, 1], // level 1, an even fight
    [1, 120, 100, 24, 6, 5, 1], // a stronger rival: +24 credits, +6 dust
    [1, 87, 100, 17, 4, 3, 1], // a safer one (the newcomer's 1/1.15)
    [5, 100, 100, 28, 7, 6, 1], // x1.4 at level 5
    [10, 150, 100, 57, 14, 11, 3], // x1.9 x 1.5
    [3, 1000, 100, 48, 12, 10, 2], // strength held at x2
    [3, 10, 100, 12, 3, 2, 1], // and at x0.5
  ])(
    'level %i, power %i against %i: a win pays %i credits and %i dust, a loss %i and %i',
    (level, opponentPower, playerPower, winCredits, winDust, lossCredits, lossDust) => {
      const input = { opponentLevel: level, opponentPower, playerPower };
      expect(duelPay(true, input)).toEqual({ credits: winCredits, magicDust: winDust });
      expect(duelPay(false, input)).toEqual({ credits: lossCredits, magicDust: lossDust });
    },
  );

  it('treats an unknown power as an even fight', () => {
    expect(duelStrength(0, 100)).toBe(1);
    expect(duelStrength(100, Number.NaN)).toBe(1);
  });

  it('pays more for a stronger rival, more for a win than a loss, and never nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (opponentLevel, weaker, extra, playerPower) => {
          const low = duelPurse({ opponentLevel, opponentPower: weaker, playerPower });
          const high = duelPurse({ opponentLevel, opponentPower: weaker + extra, playerPower });
          expect(high.win.credits).toBeGreaterThanOrEqual(low.win.credits);
          expect(high.win.magicDust).toBeGreaterThanOrEqual(low.win.magicDust);
          expect(low.win.credits).toBeGreaterThan(low.loss.credits);
          expect(low.loss.credits).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe("the day's purse (duelPayOfTheDay)", () => {
  const even = { opponentLevel: 1, opponentPower: 100, playerPower: 100 };

  it.each([
    [0, 20],
    [19, 1],
    [20, 0],
    [35, 0],
    [-3, 20],
  ])('after %i duels today, %i paid duels are left', (fought, left) => {
    expect(paidDuelsLeft(fought)).toBe(left);
  });

  it('pays the purse up to the twentieth duel of the day, then nothing', () => {
    expect(PAID_DUELS_PER_DAY).toBe(20);
    expect(duelPayOfTheDay(true, even, 19)).toEqual({ credits: 20, magicDust: 5 });
    expect(duelPayOfTheDay(false, even, 19)).toEqual({ credits: 4, magicDust: 1 });
    expect(duelPayOfTheDay(true, even, 20)).toEqual({ credits: 0, magicDust: 0 });
    expect(duelPayOfTheDay(false, even, 20)).toEqual({ credits: 0, magicDust: 0 });
  });
});
