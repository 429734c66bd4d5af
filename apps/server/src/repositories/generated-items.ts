/** SQL for what a generator invents: a new item (or an existing one by name) and its recipe. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { item, recipe } from '../db/schema';
import { pairKey } from './crafting';

export async function findItemByName(tx: Tx, name: string) {
  const [found] = await tx
    .select({ id: item.id, isBuildingBlock: item.isBuildingBlock })
    .from(item)
    .where(sql`lower(${item.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return found ?? null;
}

/** Ids already taken by `base` or `base-N`, to pick the next free one. */
export async function idsLike(tx: Tx, base: string): Promise<Set<string>> {
  const taken = await tx
    .select({ id: item.id })
    .from(item)
    .where(sql`${item.id} = ${base} or ${item.id} like ${`${base}-%`}`);
  return new Set(taken.map((row) => row.id));
}

export async function insertGeneratedItem(
  tx: Tx,
  values: Omit<typeof item.$inferInsert, 'source'>,
): Promise<void> {
  await tx.insert(item).values({ ...values, source: 'generator' });
}

/** Two players racing on one new pair: the first stored recipe stands. */
export async function insertRecipeOnce(tx: Tx, one: string, two: string, resultId: string) {
  const [itemA, itemB] = pairKey(one, two);
  await tx.insert(recipe).values({ itemA, itemB, resultId }).onConflictDoNothing();
}
