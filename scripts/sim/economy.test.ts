import { CURRENCIES } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { simulateEconomy, worstWeeklyGrowth, type EconomyDay } from './economy-model';
import { simCatalogue } from './sim-catalogue';

const day = (n: number, credits: number): EconomyDay => ({
  day: n,
  active: 10,
  perActive: { credits, diamonds: 0, magicDust: 0 },
  medianPrice: null,
  sales: 0,
});

describe('worstWeeklyGrowth', () => {
  it('compares the mean of each week from days 15-21 on with the week before it', () => {
    // Flat for two weeks, then 1% a day: days 15-21 against days 8-14 grow by the mean of
    // 1.01^1..1.01^7 over 1.
    const days = Array.from({ length: 21 }, (_, index) =>
      day(index + 1, index < 14 ? 100 : 100 * 1.01 ** (index - 13)),
    );
    const week3 = Array.from({ length: 7 }, (_, k) => 1.01 ** (k + 1)).reduce((a, b) => a + b) / 7;
    expect(worstWeeklyGrowth(days, 'credits')).toBeCloseTo(week3 - 1, 9);
    // Week 1 is never compared: a climb in it alone reads as no growth.
    const climbing = days.map((entry, index) =>
      index < 7 ? day(index + 1, 10 * (index + 1)) : day(index + 1, 100),
    );
    expect(worstWeeklyGrowth(climbing, 'credits')).toBe(0);
    expect(worstWeeklyGrowth(days.slice(0, 20), 'credits')).toBe(0);
  });
});

describe('the economy simulation (npm run sim:economy)', () => {
  it('plays a small world: players join, play and leave; no average goes below zero', () => {
    const { days } = simulateEconomy(simCatalogue(), {
      seed: 7,
      players: 40,
      days: 14,
      arrivalDays: 5,
    });
    expect(days).toHaveLength(14);
    expect(days[4]!.active).toBeGreaterThan(days[0]!.active);
    for (const entry of days) {
      for (const amount of Object.values(entry.perActive)) expect(amount).toBeGreaterThanOrEqual(0);
    }
  }, 60_000);

  it('holds every currency within 10% a week after week 1, as npm run sim:economy prints', () => {
    const { days } = simulateEconomy(simCatalogue(), {
      seed: 2025,
      players: 1000,
      days: 30,
      arrivalDays: 30,
    });
    for (const currency of CURRENCIES) {
      expect(worstWeeklyGrowth(days, currency), currency).toBeLessThanOrEqual(0.1);
    }
  }, 120_000);
});
