/**
 * npm run sim:progression [players] [speed]: engaged newcomers (progression-model.ts)
 * played to level 10; prints, per level reached, the median and slowest minutes and the
 * median currencies held on arrival.
 */
import { simulateProgression, type Milestone } from './progression-model';
import { simCatalogue } from './sim-catalogue';

const PLAYERS = Number(process.argv[2] ?? 30);
const SPEED = Number(process.argv[3] ?? 1);
const LEVELS = [2, 3, 5, 10] as const;

const catalogue = simCatalogue();
const runs = Array.from({ length: PLAYERS }, (_, index) =>
  simulateProgression(catalogue, { seed: 1000 + index, playbackSpeed: SPEED, levels: LEVELS }),
);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

console.log(`${PLAYERS} engaged newcomers, playback at ${SPEED}x, nothing bought`);
console.log('level  median min  slowest min  duels  wins  credits  diamonds  dust');
for (const level of LEVELS) {
  const at = runs.map((run) => run.find((m) => m.level === level)!) satisfies Milestone[];
  const pick = (key: keyof Milestone) => median(at.map((m) => m[key]));
  console.log(
    [
      String(level).padStart(5),
      pick('minutes').toFixed(1).padStart(11),
      Math.max(...at.map((m) => m.minutes))
        .toFixed(1)
        .padStart(12),
      String(pick('duels')).padStart(6),
      String(pick('wins')).padStart(5),
      String(pick('credits')).padStart(8),
      String(pick('diamonds')).padStart(9),
      String(pick('magicDust')).padStart(5),
    ].join(' '),
  );
}
