/**
 * One craft of a race attempt (docs/RULES.md, "The daily race"): the crafting game's own pair
 * rule and game-over rule, played on the attempt's stock, never the player's inventory. It
 * returns what the craft does (the next stock, what was made, the trend for the share line,
 * whether the race is won or the run is over), so the server applies exactly that.
 */
import { isGameOver } from '../crafting';
import { checkCraftPair, type CraftPairError, type RunItemView } from '../moves/craft-pair';
import { ok, type Result } from '../result';
import type { RecipeGraph } from './recipe-graph';
import { craftTrend, type CraftTrend } from './share';
import { raceDistance, type RaceStock } from './solver';

export interface RaceCraft {
  stock: Map<string, number>;
  /** The item made, or null when the pair is no recipe (both are spent all the same). */
  made: string | null;
  trend: CraftTrend;
  /** The target was made: the race is won. */
  won: boolean;
  /** No craft is left (the crafting game's game-over rule): the run is over. */
  over: boolean;
}

const viewOf = (graph: RecipeGraph, stock: RaceStock, name: string): RunItemView | undefined => {
  const quantity = stock.get(name);
  if (quantity === undefined) return undefined;
  return { id: name, name, quantity, isBuildingBlock: graph.bases.has(name), isSecret: false };
};

/** Whether an attempt with this stock can craft again. */
export function raceRunOver(graph: RecipeGraph, stock: RaceStock): boolean {
  return isGameOver(
    [...stock.entries()].map(([name, quantity]) => ({
      quantity,
      isBuildingBlock: graph.bases.has(name),
      isSecret: false,
    })),
  );
}

export function raceCraft(
  graph: RecipeGraph,
  stock: RaceStock,
  target: string,
  one: string,
  two: string,
): Result<RaceCraft, CraftPairError> {
  const pair = checkCraftPair(viewOf(graph, stock, one), viewOf(graph, stock, two));
  if (!pair.ok) return pair;
  const before = raceDistance(graph, stock, target);
  const next = new Map(stock);
  for (const name of [one, two]) next.set(name, (next.get(name) ?? 0) - 1);
  const made = graph.resultOf(one, two) ?? null;
  if (made !== null) next.set(made, (next.get(made) ?? 0) + 1);
  const won = made === target;
  const after = won ? 0 : raceDistance(graph, next, target);
  return ok({
    stock: next,
    made,
    trend: craftTrend(before, after, made === null),
    won,
    over: !won && raceRunOver(graph, next),
  });
}
