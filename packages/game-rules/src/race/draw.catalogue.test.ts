/**
 * The draw over the real catalogue (apps/server/content), for 365 days of seeds: every race
 * has a target reachable in 4 to 8 crafts by two different paths, proven by replaying both
 * paths through the race's own craft rule, and the same seed gives the same race.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_ITEMS } from '../crafting';
import { seedFromString } from '../rng';
import { drawRace, endsOnTargetOnly, RACE_MAX_CRAFTS, RACE_MIN_CRAFTS, stockOf } from './draw';
import { raceCraft } from './race-run';
import { buildRecipeGraph } from './recipe-graph';
import { raceDistance } from './solver';

const CONTENT = new URL('../../../../apps/server/content/', import.meta.url);
const triples = JSON.parse(readFileSync(new URL('recipes.json', CONTENT), 'utf8')) as [
  string,
  string,
  string,
][];
const graph = buildRecipeGraph(
  triples.map(([one, two, result]) => ({ one, two, result })),
  SEED_ITEMS.map((seed) => seed.name),
);

const FIRST_DAY = 20_784; // 2026-11-27
const days = Array.from({ length: 365 }, (_, index) => FIRST_DAY + index);

describe('the daily race over the catalogue', () => {
  it('draws a fair race every day of a year', () => {
    const targets = new Set<string>();
    for (const day of days) {
      const race = drawRace(graph, seedFromString(`race:${day}`));
      expect(race, `day ${day}`).not.toBeNull();
      if (!race) continue;
      targets.add(race.target);
      expect(race.shortest).toBeGreaterThanOrEqual(RACE_MIN_CRAFTS);
      expect(race.shortest).toBeLessThanOrEqual(RACE_MAX_CRAFTS);
      expect(race.paths).toHaveLength(2);
      const start = stockOf(race.start);
      expect(raceDistance(graph, start, race.target)).toBe(race.shortest);
      for (const path of race.paths) {
        expect(path.length).toBeLessThanOrEqual(RACE_MAX_CRAFTS);
        let stock = new Map(start);
        let won = false;
        for (const step of path) {
          // The server ends an attempt at a win or a run over: neither before the last craft.
          expect(won, `day ${day}: a path goes on after the target was made`).toBe(false);
          const craft = raceCraft(graph, stock, race.target, step.one, step.two);
          if (!craft.ok) throw new Error(`day ${day}: ${step.one} + ${step.two} refused`);
          expect(craft.value.made).toBe(step.result);
          expect(craft.value.over && !craft.value.won, `day ${day}: run over mid-path`).toBe(false);
          stock = craft.value.stock;
          won = craft.value.won;
        }
        expect(won, `day ${day} path ends on the target`).toBe(true);
      }
      expect(race.paths[0]).not.toEqual(race.paths[1]);
    }
    // A year of races is not the same few puzzles over and over.
    expect(targets.size).toBeGreaterThan(100);
  });

  it('draws the same race from the same seed', () => {
    expect(drawRace(graph, 12_345)).toEqual(drawRace(graph, 12_345));
    expect(drawRace(graph, 12_345)).not.toEqual(drawRace(graph, 12_346));
  });
});

describe('endsOnTargetOnly', () => {
  it('keeps a path that makes the target at its last craft only', () => {
    const step = (result: string) => ({ result });
    expect(endsOnTargetOnly([step('a'), step('t')], 't')).toBe(true);
    expect(endsOnTargetOnly([step('t'), step('a'), step('t')], 't')).toBe(false);
    expect(endsOnTargetOnly([step('a'), step('b')], 't')).toBe(false);
  });
});
