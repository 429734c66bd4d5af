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

/**
 * Adds stacks to the lab, one statement for all of them, in item id order (the lock order
 * of lab items). Returns the new quantity of each.
 */
export async function addToLab(
  tx: Tx,
  owner: Owner,
  stacks: ReadonlyArray<{ itemId: string; quantity: number }>,
): Promise<Map<string, number>> {
  if (stacks.length === 0) return new Map();
  const ordered = [...stacks].sort((a, b) => (a.itemId < b.itemId ? -1 : 1));
  const rows = await tx
    .insert(labItem)
    .values(ordered.map(({ itemId, quantity }) => ({ playerId: owner.id, itemId, quantity })))
    .onConflictDoUpdate({
      target: [labItem.playerId, labItem.itemId],
      set: { quantity: sql`${labItem.quantity} + excluded.quantity`, updatedAt: sql`now()` },
    })
    .returning({ itemId: labItem.itemId, quantity: labItem.quantity });
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
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
