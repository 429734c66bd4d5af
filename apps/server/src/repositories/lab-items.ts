/** SQL for lab stock: what a player's lab holds, adding to it and taking from it. */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { item, labItem } from '../db/schema';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;

/** The player's lab: every stack still held, by item name. */
export async function labStock(db: Db | Tx, playerId: string) {
  return db
    .select({ item, quantity: labItem.quantity })
    .from(labItem)
    .innerJoin(item, eq(item.id, labItem.itemId))
    .where(and(eq(labItem.playerId, playerId), gt(labItem.quantity, 0)))
    .orderBy(asc(item.name));
}

/** One of each item leaves the lab. */
export async function takeOneOfEach(tx: Tx, owner: Owner, itemIds: readonly string[]) {
  await tx
    .update(labItem)
    .set({ quantity: sql`${labItem.quantity} - 1`, updatedAt: sql`now()` })
    .where(and(eq(labItem.playerId, owner.id), inArray(labItem.itemId, [...itemIds])));
}

export async function deleteLabStack(tx: Tx, owner: Owner, itemId: string) {
  await tx.delete(labItem).where(and(eq(labItem.playerId, owner.id), eq(labItem.itemId, itemId)));
}
