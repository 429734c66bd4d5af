import { describe, expect, it } from 'vitest';
import { compareRaceScores, formatRaceTime, raceElapsedMs, type RaceScore } from './score';
import { craftTrend, raceShareText } from './share';

describe('share line colours', () => {
  it.each([
    [5, 4, false, 'closer'],
    [4, 4, false, 'same'],
    [4, 5, false, 'further'],
    [4, null, false, 'further'],
    [null, 6, false, 'closer'],
    [null, null, false, 'further'],
    [4, 3, true, 'further'],
  ] as const)('%s to %s (failed %s) is %s', (before, after, failed, trend) => {
    expect(craftTrend(before, after, failed)).toBe(trend);
  });

  it('writes a title, one square a craft, the score and the link', () => {
    const text = raceShareText({
      dayLabel: '2026-11-27',
      trends: ['closer', 'same', 'further', 'closer'],
      score: { outcome: 'finished', crafts: 4, timeMs: 83_400 },
      url: 'https://alchemy.example/race',
    });
    expect(text).toBe(
      'Alchemy Arena daily race 2026-11-27\n🟩🟨⬜🟩\n4 crafts in 1:23.4\nhttps://alchemy.example/race',
    );
  });

  it('says run over for a failed attempt', () => {
    const text = raceShareText({
      dayLabel: '2026-11-27',
      trends: ['further'],
      score: { outcome: 'failed', crafts: 1, timeMs: 0 },
      url: 'u',
    });
    expect(text.split('\n')[2]).toBe('Run over after 1 craft');
  });
});

describe('race scores', () => {
  const finished = (crafts: number, timeMs: number): RaceScore => ({
    outcome: 'finished',
    crafts,
    timeMs,
  });
  const failed: RaceScore = { outcome: 'failed', crafts: 2, timeMs: 10 };

  it('ranks fewer crafts first, then less time, failed last', () => {
    const scores = [failed, finished(5, 1_000), finished(4, 90_000), finished(4, 30_000)];
    expect([...scores].sort(compareRaceScores)).toEqual([
      finished(4, 30_000),
      finished(4, 90_000),
      finished(5, 1_000),
      failed,
    ]);
    expect(compareRaceScores(failed, { outcome: 'failed', crafts: 9, timeMs: 0 })).toBe(0);
  });

  it('times from the first craft', () => {
    expect(raceElapsedMs(null, 5_000)).toBe(0);
    expect(raceElapsedMs(1_000, 5_000)).toBe(4_000);
  });

  it.each([
    [0, '0.0s'],
    [42_349, '42.3s'],
    [187_500, '3:07.5'],
    [3_723_000, '1:02:03'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatRaceTime(ms)).toBe(text);
  });
});
