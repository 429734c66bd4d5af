/**
 * Reads the shipped catalogue from apps/server/content: items/<family>.json and
 * recipes.json, parsed by the schemas, with the building-block flags and unlock levels of
 * the base elements taken from SEED_ITEMS (docs/RULES.md, "Starting a run").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { ITEM_FAMILIES, SEED_ITEMS, type ItemFamily } from '@alchemy/game-rules';
import type { z } from 'zod';
import { ItemFileSchema, RecipeFileSchema, type ItemEntry, type Recipe } from './catalogue-schema';

/** The content folder, apps/server/content/. */
export const CONTENT_DIR = new URL('../../content/', import.meta.url);

/** The base elements, by name. */
export const BASE_NAMES: readonly string[] = SEED_ITEMS.map((seed) => seed.name);

export interface CatalogueEntry extends ItemEntry {
  /** True for the base elements (SEED_ITEMS); every other item is crafted. */
  isBuildingBlock: boolean;
  /** The player level at which a base element becomes available; null for crafted items. */
  unlockLevel: number | null;
}

export interface LoadedCatalogue {
  items: CatalogueEntry[];
  recipes: Recipe[];
}

/** 'Machines' -> 'machines.json': the file that holds a family's items. */
function familyFileName(family: ItemFamily): string {
  return `${family.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.json`;
}

function parseJsonFile<T>(url: URL, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${url.pathname}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    throw new Error(`Invalid ${url.pathname} at ${where}: ${issue?.message ?? 'bad content'}`);
  }
  return result.data;
}

/** Reads and parses the catalogue; throws with the file and path of the first problem. */
export function loadCatalogue(contentDir: URL = CONTENT_DIR): LoadedCatalogue {
  const itemsDir = new URL('items/', contentDir);
  const files = readdirSync(itemsDir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const known = new Set(ITEM_FAMILIES.map(familyFileName));
  const seeds = new Map<string, number>(SEED_ITEMS.map((seed) => [seed.name, seed.level]));
  const items: CatalogueEntry[] = [];
  for (const file of files) {
    if (!known.has(file)) throw new Error(`items/${file} does not name a family`);
    for (const entry of parseJsonFile(new URL(file, itemsDir), ItemFileSchema)) {
      if (familyFileName(entry.family) !== file) {
        throw new Error(`${entry.name} (family ${entry.family}) is filed in items/${file}`);
      }
      const level = seeds.get(entry.name);
      items.push({ ...entry, isBuildingBlock: level !== undefined, unlockLevel: level ?? null });
    }
  }
  const recipes = parseJsonFile(new URL('recipes.json', contentDir), RecipeFileSchema);
  return { items, recipes };
}

/**
 * The items that can be made starting from `baseNames`: repeatedly apply recipes whose two
 * inputs are both reachable. Only bases and results that are catalogue items count.
 */
export function reachableItems(
  items: ReadonlyArray<{ name: string }>,
  recipes: ReadonlyArray<readonly [string, string, string]>,
  baseNames: Iterable<string>,
): Set<string> {
  const known = new Set(items.map((item) => item.name));
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (name: string) => {
    if (known.has(name) && !reached.has(name)) {
      reached.add(name);
      queue.push(name);
    }
  };
  const byInput = new Map<string, Array<readonly [string, string, string]>>();
  for (const recipe of recipes) {
    for (const input of new Set([recipe[0], recipe[1]])) {
      const list = byInput.get(input) ?? [];
      list.push(recipe);
      byInput.set(input, list);
    }
  }
  for (const base of baseNames) reach(base);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const [a, b, result] of byInput.get(next) ?? []) {
      if (reached.has(a) && reached.has(b)) reach(result);
    }
  }
  return reached;
}
