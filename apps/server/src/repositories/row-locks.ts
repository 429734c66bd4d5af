/**
 * The row locks of a transaction, one query per kind of row, each locking its rows in a
 * fixed order (PostgreSQL locks the rows of `ORDER BY ... FOR UPDATE` in the sorted
 * order). Only services/transaction.ts calls these, and it calls them in the one lock
 * order (docs/ARCHITECTURE.md, "Lock order"); lint keeps everyone else out.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { isRivalCard } from './battle-cards';
import {
  battleCard,
  craftingRun,
  dailyGoal,
  duel,
  invitation,
  item,
  labItem,
  marketListing,
  player,
  playerProgress,
} from '../db/schema';

/**
 * Players by ascending id. FOR NO KEY UPDATE, not FOR UPDATE: a foreign key to player (a
 * duel naming its opponent) takes FOR KEY SHARE on the referenced row, which FOR UPDATE
 * blocks; two players making duels against each other then deadlocked (seen in the
 * bench). Each row comes with the transaction's clock, so rules about time use the
 * database's one clock, whichever server instance asks.
 */
export async function lockPlayerRows(tx: Tx, ids: readonly string[]) {
  return tx
    .select({ row: player, nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8` })
    .from(player)
    .where(inArray(player.id, [...ids]))
    .orderBy(asc(player.id))
    .for('no key update');
}

export async function lockRunRow(tx: Tx, playerId: string) {
  const rows = await tx
    .select()
    .from(craftingRun)
    .where(eq(craftingRun.playerId, playerId))
    .for('update');
  return rows[0] ?? null;
}

/** A player's lab stacks of the given items, by item id, with the items themselves. */
export async function lockLabItemRows(tx: Tx, playerId: string, itemIds: readonly string[]) {
  return tx
    .select({ item, quantity: labItem.quantity })
    .from(labItem)
    .innerJoin(item, eq(item.id, labItem.itemId))
    .where(and(eq(labItem.playerId, playerId), inArray(labItem.itemId, [...itemIds])))
    .orderBy(asc(labItem.itemId))
    .for('update', { of: labItem });
}

/** Battle cards by id; with `ownerId`, only that player's. */
export async function lockCardRows(tx: Tx, ids: readonly string[], ownerId?: string) {
  return tx
    .select()
    .from(battleCard)
    .where(
      ownerId === undefined
        ? inArray(battleCard.id, [...ids])
        : and(inArray(battleCard.id, [...ids]), eq(battleCard.playerId, ownerId)),
    )
    .orderBy(asc(battleCard.id))
    .for('update');
}

/**
 * The rival card the arena chose (services/opponent-choice.ts picks it by power), held FOR
 * SHARE: a concurrent listing of that card (which locks it FOR UPDATE) then waits for this
 * duel to be made, and withdraws it. Null when it was listed or changed hands since it was
 * picked.
 */
export async function lockRivalCardRows(
  tx: Tx,
  playerId: string,
  cardIds: readonly string[],
  levels: { min: number; max: number },
) {
  if (cardIds.length === 0) return [];
  return tx
    .select()
    .from(battleCard)
    .where(and(inArray(battleCard.id, [...cardIds]), isRivalCard(playerId, levels)))
    .orderBy(asc(battleCard.id))
    .for('share');
}

/** Market listings by id. */
export async function lockListingRows(tx: Tx, ids: readonly string[]) {
  return tx
    .select()
    .from(marketListing)
    .where(inArray(marketListing.id, [...ids]))
    .orderBy(asc(marketListing.id))
    .for('update');
}

/** Invitations by id. */
export async function lockInvitationRows(tx: Tx, ids: readonly string[]) {
  return tx
    .select()
    .from(invitation)
    .where(inArray(invitation.id, [...ids]))
    .orderBy(asc(invitation.id))
    .for('update');
}

export async function lockPendingDuelRow(tx: Tx, playerId: string) {
  const rows = await tx
    .select()
    .from(duel)
    .where(and(eq(duel.playerId, playerId), eq(duel.status, 'pending')))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/**
 * The progress rows of players (by ascending id) with each one's goals of `day`: the
 * progress row stands for all of that player's progress (goals, streak, counters,
 * achievements, collection claims), and is made on first need. Only the progress row is
 * locked; the goals are read after the lock was granted, so they are the last committed.
 */
export async function lockProgressRows(tx: Tx, playerIds: readonly string[], day: number) {
  const lock = () =>
    tx
      .select({ progress: playerProgress, goal: dailyGoal })
      .from(playerProgress)
      .leftJoin(
        dailyGoal,
        and(eq(dailyGoal.playerId, playerProgress.playerId), eq(dailyGoal.day, day)),
      )
      .where(inArray(playerProgress.playerId, [...playerIds]))
      .orderBy(asc(playerProgress.playerId), asc(dailyGoal.slot))
      .for('update', { of: playerProgress });
  const rows = await lock();
  const found = new Set(rows.map((row) => row.progress.playerId));
  const missing = playerIds.filter((id) => !found.has(id));
  if (missing.length === 0) return rows;
  await tx
    .insert(playerProgress)
    .values(missing.map((playerId) => ({ playerId })))
    .onConflictDoNothing();
  return lock();
}
