/**
 * Loads the shipped catalogue into the database at start: an idempotent upsert, so the
 * catalogue can grow between releases without touching what players discovered (items
 * are never deleted; their first discoverers stay).
 */
import { and, eq } from 'drizzle-orm';
import type { Rarity } from '@alchemy/game-rules';
import type { Db } from '../db/database';
import { item, recipe } from '../db/schema';
import { pairKey } from './crafting';

export interface CatalogueItem {
  name: string;
  description: string;
  imageDescription: string;
  rarity: Rarity;
  family: string;
  icon: string;
  isBuildingBlock: boolean;
  unlockLevel: number | null;
}

export interface Catalogue {
  items: readonly CatalogueItem[];
  /** [input, input, result], by item name. */
  recipes: ReadonlyArray<readonly [string, string, string]>;
}

/** 'Philosopher's Stone' -> 'philosophers-stone': ids are stable slugs of names. */
export function itemIdFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const BATCH = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

export async function syncCatalogue(db: Db, catalogue: Catalogue): Promise<void> {
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  for (const entry of catalogue.items) {
    const id = itemIdFromName(entry.name);
    const clash = names.get(id);
    if (clash) throw new Error(`Items "${clash}" and "${entry.name}" share the id ${id}`);
    names.set(id, entry.name);
    ids.set(entry.name, id);
  }
  const idOf = (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`A recipe names an unknown item: ${name}`);
    return id;
  };

  const items = catalogue.items.map((entry) => ({
    id: idOf(entry.name),
    ...entry,
    source: 'catalogue',
  }));
  const pairs = catalogue.recipes.map(([one, two, result]) => {
    const [itemA, itemB] = pairKey(idOf(one), idOf(two));
    return { itemA, itemB, resultId: idOf(result) };
  });

  // Only what is new or changed is written. An upsert of every item would lock every item
  // row, in the mode of a key change (`name` is unique), on each start; a craft's foreign-key
  // checks hold the same rows FOR KEY SHARE, so an instance restarting beside a busy one
  // deadlocked with its crafts (the soak saw a craft lose four times in a row). On a start
  // with the same catalogue this writes nothing and locks nothing.
  await db.transaction(async (tx) => {
    const storedItems = new Map(
      (await tx.select(ITEM_FIELDS).from(item)).map((row) => [row.id, row] as const),
    );
    const newItems = items.filter((entry) => !storedItems.has(entry.id));
    for (const batch of chunks(newItems)) {
      // Another instance starting at once may insert the same rows: the same rows.
      await tx.insert(item).values(batch).onConflictDoNothing({ target: item.id });
    }
    for (const entry of items) {
      const stored = storedItems.get(entry.id);
      if (!stored || sameItem(stored, entry)) continue;
      const { id, source: _source, ...fields } = entry;
      await tx.update(item).set(fields).where(eq(item.id, id));
    }

    const storedRecipes = new Map(
      (await tx.select().from(recipe)).map((row) => [recipeKey(row), row.resultId] as const),
    );
    const newPairs = pairs.filter((pair) => !storedRecipes.has(recipeKey(pair)));
    for (const batch of chunks(newPairs)) {
      await tx.insert(recipe).values(batch).onConflictDoNothing();
    }
    for (const pair of pairs) {
      const stored = storedRecipes.get(recipeKey(pair));
      if (stored === undefined || stored === pair.resultId) continue;
      await tx
        .update(recipe)
        .set({ resultId: pair.resultId })
        .where(and(eq(recipe.itemA, pair.itemA), eq(recipe.itemB, pair.itemB)));
    }
  });
}

/** A recipe's pair as one map key (the pair is already in pairKey's order). */
const recipeKey = (pair: { itemA: string; itemB: string }) => `${pair.itemA}+${pair.itemB}`;

const ITEM_FIELDS = {
  id: item.id,
  name: item.name,
  description: item.description,
  imageDescription: item.imageDescription,
  rarity: item.rarity,
  family: item.family,
  icon: item.icon,
  isBuildingBlock: item.isBuildingBlock,
  unlockLevel: item.unlockLevel,
};

/** Whether the stored item already says what the catalogue says. */
function sameItem(
  stored: Omit<CatalogueItem, 'rarity'> & { rarity: string },
  entry: CatalogueItem,
): boolean {
  return (
    stored.name === entry.name &&
    stored.description === entry.description &&
    stored.imageDescription === entry.imageDescription &&
    stored.rarity === entry.rarity &&
    stored.family === entry.family &&
    stored.icon === entry.icon &&
    stored.isBuildingBlock === entry.isBuildingBlock &&
    stored.unlockLevel === entry.unlockLevel
  );
}
