/** SQL for lab stock: what a player's lab holds and adding to it (the lab craft and the purge take from it in their moves' writes: lab-craft-move.ts, purge-move.ts). */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
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
