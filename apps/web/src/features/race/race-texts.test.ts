import { describe, expect, it } from 'vitest';
import { rankLine, resultLine, streakNote, streakText, turnLine } from './race-texts';

describe('race texts', () => {
  it('says a result in a line, finished or run over', () => {
    expect(resultLine({ status: 'finished', crafts: 5, timeMs: 42_300 })).toBe(
      'Finished in 5 crafts, 42.3s',
    );
    expect(resultLine({ status: 'finished', crafts: 1, timeMs: 187_500 })).toBe(
      'Finished in 1 craft, 3:07.5',
    );
    expect(resultLine({ status: 'failed', crafts: 3, timeMs: 9_000 })).toBe(
      'Run over after 3 crafts',
    );
  });

  it('says the rank with the finishers when known', () => {
    expect(rankLine(4, 120)).toBe('Rank 4 of 120 finishers');
    expect(rankLine(1, 1)).toBe('Rank 1 of 1 finisher');
    expect(rankLine(7)).toBe('Rank 7 today');
    // A failed attempt ranks below the finishers.
    expect(rankLine(7, 5)).toBe('Rank 7 today');
  });

  it('says the streak and what keeps it', () => {
    expect(streakText(0)).toBe('No race streak yet');
    expect(streakText(3)).toBe('3-day race streak');
    expect(streakNote({ days: 3, best: 3, todayCounted: true })).toMatch(/^Today counts/);
    expect(streakNote({ days: 3, best: 5, todayCounted: false })).toMatch(/keep your streak/);
    expect(streakNote({ days: 0, best: 0, todayCounted: false })).toMatch(/start a streak/);
  });

  it('names the turn in both clocks', () => {
    expect(turnLine('01:00', '00:00')).toBe('at 01:00 your time (00:00 UTC)');
  });
});
