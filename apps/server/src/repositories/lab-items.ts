/**
 * SQL for lab stock: what a player's lab holds. The moves that change it write it in their
 * own statements (craft-move.ts and start-game-move.ts harvest into it, buy-item-move.ts
 * adds, lab-craft-move.ts and purge-move.ts take).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { item, labItem } from '../db/schema';

/** The player's lab: every stack still held, by item name. */
export async function labStock(db: Db | Tx, playerId: string) {
  return db
    .select({ item, quantity: labItem.quantity })
    .from(labItem)
    .innerJoin(item, eq(item.id, labItem.itemId))
    .where(and(eq(labItem.playerId, playerId), gt(labItem.quantity, 0)))
    .orderBy(asc(item.name));
}
