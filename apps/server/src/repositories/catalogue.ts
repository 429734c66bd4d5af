/**
 * Loads the shipped catalogue into the database at start: an idempotent upsert, so the
 * catalogue can grow between releases without touching what players discovered (items
 * are never deleted; their first discoverers stay).
 */
import { sql } from 'drizzle-orm';
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

  await db.transaction(async (tx) => {
    for (const batch of chunks(catalogue.items)) {
      await tx
        .insert(item)
        .values(batch.map((entry) => ({ id: idOf(entry.name), ...entry, source: 'catalogue' })))
        .onConflictDoUpdate({
          target: item.id,
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            imageDescription: sql`excluded.image_description`,
            rarity: sql`excluded.rarity`,
            family: sql`excluded.family`,
            icon: sql`excluded.icon`,
            isBuildingBlock: sql`excluded.is_building_block`,
            unlockLevel: sql`excluded.unlock_level`,
          },
        });
    }
    const pairs = catalogue.recipes.map(([one, two, result]) => {
      const [itemA, itemB] = pairKey(idOf(one), idOf(two));
      return { itemA, itemB, resultId: idOf(result) };
    });
    for (const batch of chunks(pairs)) {
      await tx
        .insert(recipe)
        .values(batch)
        .onConflictDoUpdate({
          target: [recipe.itemA, recipe.itemB],
          set: { resultId: sql`excluded.result_id` },
        });
    }
  });
}
