import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_TURN_HOUR_UTC,
  MS_PER_DAY,
  gameDayFromLabel,
  gameDayLabel,
  gameDayNumber,
  gameDayStartMs,
  nextDayTurnMs,
} from './game-day';

// Expected values from `new Date(ms).toISOString()`: the test may use Date, the rules may not.
describe('the game day', () => {
  it('turns over at midnight UTC', () => {
    expect(DAY_TURN_HOUR_UTC).toBe(0);
    const turn = Date.UTC(2026, 10, 26);
    expect(gameDayNumber(turn - 1)).toBe(gameDayNumber(turn) - 1);
    expect(gameDayLabel(gameDayNumber(turn))).toBe('2026-11-26');
    expect(gameDayLabel(gameDayNumber(turn - 1))).toBe('2026-11-25');
    expect(nextDayTurnMs(turn - 1)).toBe(turn);
    expect(nextDayTurnMs(turn)).toBe(turn + MS_PER_DAY);
  });

  it.each([
    [0, '1970-01-01'],
    [-1, '1969-12-31'],
    [59, '1970-03-01'],
    [11_016, '2000-02-29'],
    [20_513, '2026-03-01'],
    [20_783, '2026-11-26'],
    [2_932_896, '9999-12-31'],
  ])('day %i is %s', (day, label) => {
    expect(gameDayLabel(day)).toBe(label);
    expect(gameDayFromLabel(label)).toBe(day);
  });

  it('names every day as Date does, and reads its name back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 2_900_000 }), (day) => {
        const start = gameDayStartMs(day);
        expect(gameDayLabel(day)).toBe(new Date(start).toISOString().slice(0, 10));
        expect(gameDayFromLabel(gameDayLabel(day))).toBe(day);
        expect(gameDayNumber(start)).toBe(day);
        expect(gameDayNumber(start + MS_PER_DAY - 1)).toBe(day);
      }),
    );
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-01', ''])(
    'refuses %j',
    (label) => {
      expect(gameDayFromLabel(label)).toBeNull();
    },
  );
});
