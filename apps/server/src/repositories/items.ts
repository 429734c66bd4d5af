/** Reading the world's items. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { item } from '../db/schema';

export type ItemRow = typeof item.$inferSelect;

export async function findItems(db: Db | Tx, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(item)
    .where(inArray(item.id, [...ids]));
}

/** The item whose picture key this is: picture URLs name items by key, never by id. */
export async function findItemByPictureKey(db: Db | Tx, key: string): Promise<ItemRow | null> {
  const rows = await db.select().from(item).where(eq(item.pictureKey, key)).limit(1);
  return rows[0] ?? null;
}

export async function buildingBlocks(db: Db | Tx): Promise<ItemRow[]> {
  return db
    .select()
    .from(item)
    .where(eq(item.isBuildingBlock, true))
    .orderBy(asc(item.unlockLevel), asc(item.name));
}

/** Crafted (not base) items of the given rarities: the arena's raw material for its cards. */
export async function craftedItemsOfRarities(db: Db | Tx, rarities: readonly string[]) {
  return db
    .select()
    .from(item)
    .where(and(eq(item.isBuildingBlock, false), inArray(item.rarity, [...rarities])));
}

export async function countItems(db: Db | Tx): Promise<number> {
  return db.$count(item);
}
