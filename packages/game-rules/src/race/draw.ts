/**
 * The draw of the day's race (docs/RULES.md, "The daily race"): from the day's seed, a set of
 * building blocks with quantities and a target the solver proves is reachable in
 * RACE_MIN_CRAFTS to RACE_MAX_CRAFTS crafts by at least RACE_MIN_PATHS different paths.
 */
import { createRng, type Rng } from '../rng';
import type { RecipeGraph } from './recipe-graph';
import { exploreRace, type PathStep, type RaceStock } from './solver';

export const RACE_MIN_CRAFTS = 4;
export const RACE_MAX_CRAFTS = 8;
export const RACE_MIN_PATHS = 2;
/** How many building-block kinds a race starts with, and how many of each. */
export const RACE_BASE_KINDS = { min: 3, max: 4 } as const;
export const RACE_BASE_QUANTITY = { min: 2, max: 4 } as const;
/** Draws tried before a seed is declared unusable (none has been, over years of days). */
const MAX_DRAWS = 64;

export interface RaceStart {
  name: string;
  quantity: number;
}

export interface DrawnRace {
  /** The starting building blocks, in the graph's order of bases. */
  start: RaceStart[];
  target: string;
  /** The fewest crafts that make the target. */
  shortest: number;
  /** Two different paths, the first a shortest one: the proof the race can be won. */
  paths: PathStep[][];
}

function drawStart(rng: Rng, bases: readonly string[]): RaceStart[] {
  const kinds = rng.int(RACE_BASE_KINDS.min, Math.min(RACE_BASE_KINDS.max, bases.length));
  const pool = [...bases];
  const chosen = new Set<string>();
  while (chosen.size < kinds) {
    const pick = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    if (pick !== undefined) chosen.add(pick);
  }
  return bases
    .filter((name) => chosen.has(name))
    .map((name) => ({ name, quantity: rng.int(RACE_BASE_QUANTITY.min, RACE_BASE_QUANTITY.max) }));
}

export const stockOf = (start: readonly RaceStart[]): RaceStock =>
  new Map(start.map((entry) => [entry.name, entry.quantity]));

/** Whether a path makes the target at its last craft and never before. */
export function endsOnTargetOnly(path: ReadonlyArray<{ result: string }>, target: string): boolean {
  return path.every((step, index) => (step.result === target) === (index === path.length - 1));
}

/**
 * The race of a seed, or null if no draw of it had a fitting target. The same graph and
 * seed always give the same race; targets are taken in name order so that the order the
 * catalogue lists recipes in cannot change the pick.
 */
export function drawRace(graph: RecipeGraph, seed: number): DrawnRace | null {
  const rng = createRng(seed);
  const bases = [...graph.bases].sort();
  for (let attempt = 0; attempt < MAX_DRAWS; attempt += 1) {
    const start = drawStart(rng, bases);
    const reach = exploreRace(graph, stockOf(start), RACE_MAX_CRAFTS, RACE_MIN_PATHS);
    const fitting = [...reach.entries()]
      .map(([target, found]) => ({
        target,
        crafts: found.crafts,
        // A path that makes the target before its last craft would end the race there.
        paths: found.paths.filter((path) => endsOnTargetOnly(path, target)),
      }))
      .filter(
        (found) =>
          found.crafts >= RACE_MIN_CRAFTS &&
          found.crafts <= RACE_MAX_CRAFTS &&
          found.paths.length >= RACE_MIN_PATHS,
      )
      .sort((a, b) => (a.target < b.target ? -1 : 1));
    if (fitting.length === 0) continue;
    const found = rng.pick(fitting);
    return { start, target: found.target, shortest: found.crafts, paths: found.paths };
  }
  return null;
}
