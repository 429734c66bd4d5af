import { describe, expect, it } from 'vitest';
import {
  clockTime,
  countdownWords,
  dayBefore,
  formatCountdownClock,
  readableDay,
  runningTimeMs,
} from './race-time';

describe('formatCountdownClock', () => {
  it.each([
    [0, '0:00:00'],
    [-5, '0:00:00'],
    [0.2, '0:00:01'],
    [59, '0:00:59'],
    [61, '0:01:01'],
    [3600, '1:00:00'],
    [18_429, '5:07:09'],
    [86_400, '24:00:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatCountdownClock(seconds)).toBe(text);
  });
});

describe('countdownWords', () => {
  it.each([
    [18_429, '5 hours 7 minutes'],
    [3_660, '1 hour 1 minute'],
    [600, '10 minutes'],
    [1, '1 second'],
    [0, '0 seconds'],
  ])('%s s reads %s', (seconds, text) => {
    expect(countdownWords(seconds)).toBe(text);
  });
});

describe('runningTimeMs', () => {
  it('moves on from the server’s reading while the attempt runs', () => {
    expect(runningTimeMs({ timeMs: 4_000, running: true, receivedAtMs: 10_000 }, 12_500)).toBe(
      6_500,
    );
  });
  it('stays at the reading before the first craft and after the end', () => {
    expect(runningTimeMs({ timeMs: 0, running: false, receivedAtMs: 10_000 }, 99_000)).toBe(0);
    expect(runningTimeMs({ timeMs: 42_300, running: false, receivedAtMs: 0 }, 99_000)).toBe(42_300);
  });
  it('never runs backwards when the device clock does', () => {
    expect(runningTimeMs({ timeMs: 4_000, running: true, receivedAtMs: 10_000 }, 9_000)).toBe(
      4_000,
    );
  });
});

describe('clockTime', () => {
  it('shows the turn in the given zone, 24-hour', () => {
    expect(clockTime('2026-11-28T00:00:00.000Z', 'UTC')).toBe('00:00');
    expect(clockTime('2026-11-28T00:00:00.000Z', 'Europe/Paris')).toBe('01:00');
    expect(clockTime('2026-11-28T00:00:00.000Z', 'America/New_York')).toBe('19:00');
  });
});

describe('dayBefore and readableDay', () => {
  it('steps back across a month and a year', () => {
    expect(dayBefore('2026-11-27')).toBe('2026-11-26');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('not a day')).toBeNull();
  });
  it('reads a label as a date', () => {
    expect(readableDay('2026-11-27')).toBe('27 November');
    expect(readableDay('garbage')).toBe('garbage');
  });
});
