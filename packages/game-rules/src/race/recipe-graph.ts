/**
 * The recipe graph as the daily race reads it (docs/RULES.md, "The daily race"): recipes by
 * item name, and which items are building blocks. The rules core takes it as input, so the
 * server builds it from the catalogue and a test builds it from the same files.
 */

/** One recipe: two different items, unordered, making `result`. */
export interface RaceRecipe {
  one: string;
  two: string;
  result: string;
}

/** What a held item can become with one building block beside it. */
export interface RecipeStep {
  base: string;
  result: string;
}

export interface RecipeGraph {
  /** The building blocks (base elements), by name. */
  bases: ReadonlySet<string>;
  /** The result of a pair, or undefined when the pair is no recipe. */
  resultOf: (one: string, two: string) => string | undefined;
  /** Every recipe taking `item` with a building block, sorted so a search is repeatable. */
  stepsFrom: (item: string) => readonly RecipeStep[];
}

const pairKey = (one: string, two: string) =>
  one < two ? `${one}\u0000${two}` : `${two}\u0000${one}`;

/**
 * Indexes the recipes. Every craft takes at least one building block, so a recipe with no
 * building block can never be made and is left out.
 */
export function buildRecipeGraph(
  recipes: readonly RaceRecipe[],
  bases: Iterable<string>,
): RecipeGraph {
  const baseSet = new Set(bases);
  const results = new Map<string, string>();
  const steps = new Map<string, RecipeStep[]>();
  const addStep = (item: string, base: string, result: string) => {
    const list = steps.get(item) ?? [];
    list.push({ base, result });
    steps.set(item, list);
  };
  for (const { one, two, result } of recipes) {
    if (one === two) continue;
    if (!baseSet.has(one) && !baseSet.has(two)) continue;
    results.set(pairKey(one, two), result);
    if (baseSet.has(two)) addStep(one, two, result);
    if (baseSet.has(one)) addStep(two, one, result);
  }
  for (const list of steps.values()) {
    list.sort((a, b) => (a.base + a.result < b.base + b.result ? -1 : 1));
  }
  return {
    bases: baseSet,
    resultOf: (one, two) => results.get(pairKey(one, two)),
    stepsFrom: (item) => steps.get(item) ?? [],
  };
}
