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
  it('compares each day from day 14 with the same day a week before', () => {
    // Flat for a week, then 5% a day: day 14 against day 7 is 1.05^7 - 1.
    const days = Array.from({ length: 14 }, (_, index) =>
      day(index + 1, index < 7 ? 100 : 100 * 1.05 ** (index - 6)),
    );
    expect(worstWeeklyGrowth(days, 'credits')).toBeCloseTo(1.05 ** 7 - 1, 6);
    expect(worstWeeklyGrowth(days.slice(0, 13), 'credits')).toBe(0);
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
});
