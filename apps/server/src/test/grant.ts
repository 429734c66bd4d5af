/** Test set-up that skips the playing: put items straight into a player's lab. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { labItem, player } from '../db/schema';
import { eq } from 'drizzle-orm';
import { changeBalance } from '../repositories/balances';
import { inTransaction } from '../services/transaction';

export async function grantLabItems(
  database: Database,
  playerId: string,
  items: ReadonlyArray<readonly [string, number]>,
) {
  for (const [itemId, quantity] of items) {
    await database.db
      .insert(labItem)
      .values({ playerId, itemId, quantity })
      .onConflictDoUpdate({
        target: [labItem.playerId, labItem.itemId],
        set: { quantity: sql`${labItem.quantity} + ${quantity}` },
      });
  }
}

export async function setPlayer(
  database: Database,
  playerId: string,
  values: Partial<typeof player.$inferInsert>,
) {
  await database.db.update(player).set(values).where(eq(player.id, playerId));
}

/** Currency through the ledger, so ledger invariants still hold in the test. */
export async function grantCurrency(
  database: Database,
  playerId: string,
  currency: 'credits' | 'diamonds' | 'magicDust',
  delta: number,
) {
  await inTransaction(database, async (tx, locks) =>
    changeBalance(tx, await locks.player(playerId), {
      currency,
      delta,
      // A test's grant stands for a starting balance: audits count it as money minted.
      reason: 'starting-balance:test-grant',
      requestId: 'test',
    }),
  );
}
