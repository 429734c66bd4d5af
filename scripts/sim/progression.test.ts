import { describe, expect, it } from 'vitest';
import { simulateProgression } from './progression-model';
import { simCatalogue } from './sim-catalogue';

describe('the pace of the first hour (npm run sim:progression)', () => {
  it('an engaged newcomer reaches level 3 within 12 minutes and level 5 within 40', () => {
    const catalogue = simCatalogue();
    const runs = Array.from({ length: 15 }, (_, index) =>
      simulateProgression(catalogue, { seed: 1000 + index, playbackSpeed: 1, levels: [3, 5] }),
    );
    const median = (level: number) => {
      const minutes = runs
        .map((run) => run.find((m) => m.level === level)!.minutes)
        .sort((a, b) => a - b);
      return minutes[Math.floor(minutes.length / 2)]!;
    };
    expect(median(3)).toBeLessThanOrEqual(12);
    expect(median(5)).toBeLessThanOrEqual(40);
  }, 60_000);
});
