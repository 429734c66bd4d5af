import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameDayFromLabel, gameDayStartMs } from '../game-day';
import { DEFAULT_SEASON_LENGTH_DAYS, seasonAt, seasonBounds } from './season-calendar';

const dayStart = (label: string) => gameDayStartMs(gameDayFromLabel(label) ?? Number.NaN);

describe('the season calendar', () => {
  it('begins season 1 on 2026-11-01 and turns every 28 days at the day turn', () => {
    const first = seasonBounds(1, DEFAULT_SEASON_LENGTH_DAYS);
    expect(first.startsAtMs).toBe(dayStart('2026-11-01'));
    expect(first.endsAtMs).toBe(dayStart('2026-11-29'));
    expect(seasonAt(dayStart('2026-11-27') + 7 * 3_600_000, 28)).toEqual(first);
    expect(seasonAt(dayStart('2026-11-29') - 1, 28).number).toBe(1);
    expect(seasonAt(dayStart('2026-11-29'), 28).number).toBe(2);
    expect(seasonAt(dayStart('2026-12-27'), 28)).toEqual(seasonBounds(3, 28));
  });

  it('counts a moment before the first season as season 1 and follows a set length', () => {
    expect(seasonAt(dayStart('2026-01-01'), 28).number).toBe(1);
    expect(seasonAt(dayStart('2026-11-08'), 7).number).toBe(2);
    expect(() => seasonAt(0, 0)).toThrow();
    expect(() => seasonAt(0, 2.5)).toThrow();
  });

  it('puts every moment after the first day inside its season, seasons end to end', () => {
    const firstMs = dayStart('2026-11-01');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 * 86_400_000 }),
        fc.integer({ min: 1, max: 90 }),
        (offset, length) => {
          const now = firstMs + offset;
          const season = seasonAt(now, length);
          expect(season.startsAtMs).toBeLessThanOrEqual(now);
          expect(now).toBeLessThan(season.endsAtMs);
          expect(seasonBounds(season.number + 1, length).startsAtMs).toBe(season.endsAtMs);
        },
      ),
    );
  });
});
