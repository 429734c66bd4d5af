/**
 * The race's solver (docs/RULES.md, "The daily race"). Every craft takes at least one
 * building block, so at most one crafted item goes into a craft: the making of any item is a
 * chain, a starting item followed by one building block a craft. Side crafts only spend
 * items. So the shortest way to the target is the shortest chain the stock can pay for, and
 * two paths are two different chains. The search walks chains depth first, spending the
 * building blocks it takes, up to a bound on the number of crafts.
 */
import type { RecipeGraph } from './recipe-graph';

/** Items held, by name, with their quantities. */
export type RaceStock = ReadonlyMap<string, number>;

/** One craft of a path: the two items and what they made. */
export interface PathStep {
  one: string;
  two: string;
  result: string;
}

/** What the chains from a stock reach: for each item, its fewest crafts and a few paths. */
export interface Reach {
  crafts: number;
  /** Different paths found, fewest crafts first, at most `pathsKept`. */
  paths: PathStep[][];
}

interface Walk {
  graph: RecipeGraph;
  maxCrafts: number;
  pathsKept: number;
  /** Only chains ending here are recorded, when set. */
  target: string | undefined;
  found: Map<string, Reach>;
  seen: Map<string, Set<string>>;
}

const pathKey = (path: readonly PathStep[]) =>
  path.map((step) => [step.one, step.two].sort().join('+')).join('>');

function record(walk: Walk, item: string, path: readonly PathStep[]): void {
  if (walk.target !== undefined && item !== walk.target) return;
  const key = pathKey(path);
  const seen = walk.seen.get(item) ?? new Set<string>();
  if (seen.has(key)) return;
  seen.add(key);
  walk.seen.set(item, seen);
  const reach = walk.found.get(item);
  if (!reach) {
    walk.found.set(item, { crafts: path.length, paths: [[...path]] });
    return;
  }
  reach.crafts = Math.min(reach.crafts, path.length);
  reach.paths.push([...path]);
  reach.paths.sort((a, b) => a.length - b.length);
  if (reach.paths.length > walk.pathsKept) reach.paths.length = walk.pathsKept;
}

function extend(walk: Walk, current: string, left: Map<string, number>, path: PathStep[]): void {
  if (path.length >= walk.maxCrafts) return;
  for (const { base, result } of walk.graph.stepsFrom(current)) {
    const quantity = left.get(base) ?? 0;
    if (quantity <= 0 || base === current) continue;
    left.set(base, quantity - 1);
    path.push({ one: current, two: base, result });
    record(walk, result, path);
    extend(walk, result, left, path);
    path.pop();
    left.set(base, quantity);
  }
}

function walkChains(
  graph: RecipeGraph,
  stock: RaceStock,
  maxCrafts: number,
  pathsKept: number,
  target: string | undefined,
): Map<string, Reach> {
  const walk: Walk = { graph, maxCrafts, pathsKept, target, found: new Map(), seen: new Map() };
  const left = new Map<string, number>();
  for (const [name, quantity] of stock) if (graph.bases.has(name)) left.set(name, quantity);
  const starts = [...stock.entries()]
    .filter(([, quantity]) => quantity > 0)
    .map(([name]) => name)
    .sort();
  for (const start of starts) {
    const quantity = left.get(start);
    // A building block that starts a chain is spent by its first craft.
    if (quantity !== undefined) left.set(start, quantity - 1);
    extend(walk, start, left, []);
    if (quantity !== undefined) left.set(start, quantity);
  }
  return walk.found;
}

/**
 * Every item the stock can make within `maxCrafts`, with its fewest crafts and up to
 * `pathsKept` different paths. Items already held are not listed (they need no craft).
 */
export function exploreRace(
  graph: RecipeGraph,
  stock: RaceStock,
  maxCrafts: number,
  pathsKept = 2,
): Map<string, Reach> {
  const found = walkChains(graph, stock, maxCrafts, pathsKept, undefined);
  for (const [name, quantity] of stock) if (quantity > 0) found.delete(name);
  return found;
}

/** The most crafts the distance search looks ahead; further counts as out of reach. */
export const DISTANCE_HORIZON = 10;

/**
 * The recipe distance from a stock to the target: the fewest crafts that make it from what is
 * held, 0 when it is held, null when no chain within `horizon` crafts makes it.
 */
export function raceDistance(
  graph: RecipeGraph,
  stock: RaceStock,
  target: string,
  horizon = DISTANCE_HORIZON,
): number | null {
  if ((stock.get(target) ?? 0) > 0) return 0;
  return walkChains(graph, stock, horizon, 1, target).get(target)?.crafts ?? null;
}

/** The fewest-craft paths to the target, up to `pathsKept`, each a list of crafts. */
export function racePaths(
  graph: RecipeGraph,
  stock: RaceStock,
  target: string,
  maxCrafts: number,
  pathsKept: number,
): PathStep[][] {
  return walkChains(graph, stock, maxCrafts, pathsKept, target).get(target)?.paths ?? [];
}
