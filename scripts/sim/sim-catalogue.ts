/**
 * The shipped catalogue as the simulations play it: items by name, recipes by unordered
 * pair, and the crafted items of each rarity the arena drafts its cards from.
 */
import type { Rarity } from '@alchemy/game-rules';
import { loadCatalogue, type CatalogueEntry } from '../../apps/server/src/content/load-catalogue';

export interface SimCatalogue {
  items: ReadonlyMap<string, CatalogueEntry>;
  /** 'A|B' with the names sorted, to the result's name. */
  recipes: ReadonlyMap<string, string>;
  /** Base elements in SEED_ITEMS order. */
  bases: readonly CatalogueEntry[];
  crafted: readonly CatalogueEntry[];
  ofRarity: (rarity: Rarity) => readonly CatalogueEntry[];
  /** How many items a family (a collection) holds. */
  familySize: (family: string) => number;
}

export const pairKey = (one: string, two: string): string =>
  one < two ? `${one}|${two}` : `${two}|${one}`;

export function simCatalogue(): SimCatalogue {
  const loaded = loadCatalogue();
  const items = new Map(loaded.items.map((item) => [item.name, item]));
  const recipes = new Map(loaded.recipes.map(([one, two, result]) => [pairKey(one, two), result]));
  const crafted = loaded.items.filter((item) => !item.isBuildingBlock);
  const byRarity = new Map<Rarity, CatalogueEntry[]>();
  for (const item of crafted)
    byRarity.set(item.rarity, [...(byRarity.get(item.rarity) ?? []), item]);
  return {
    items,
    recipes,
    bases: loaded.items
      .filter((item) => item.isBuildingBlock)
      .sort((a, b) => (a.unlockLevel ?? 0) - (b.unlockLevel ?? 0)),
    crafted,
    ofRarity: (rarity) => byRarity.get(rarity) ?? [],
    familySize: (family) => loaded.items.filter((item) => item.family === family).length,
  };
}
