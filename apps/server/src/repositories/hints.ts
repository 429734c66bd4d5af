/**
 * The hint's SQL: the recipes the player could craft now from what the run holds, and the
 * time of the last free hint. services/hint-service.ts decides with game-rules' checkHint.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { discovery, player, recipe } from '../db/schema';
import { heldPairJoins } from './crafting';
import type { PlayerRow } from './players';

export interface HeldRecipeRow {
  itemA: string;
  itemB: string;
  resultId: string;
  /** The player has discovered the result already. */
  discovered: boolean;
}

/**
 * Every recipe whose two items the run holds (quantity above zero), with whether its
 * result is discovered. Two index lookups per recipe of the held items: a run holds a few
 * dozen items at most, so this stays small whatever the catalogue's size.
 */
export async function heldRecipes(db: Db | Tx, playerId: string): Promise<HeldRecipeRow[]> {
  const held = heldPairJoins(playerId);
  return db
    .select({
      itemA: recipe.itemA,
      itemB: recipe.itemB,
      resultId: recipe.resultId,
      discovered: sql<boolean>`${discovery.itemId} is not null`,
    })
    .from(recipe)
    .innerJoin(held.heldA, held.onHeldA)
    .innerJoin(held.heldB, held.onHeldB)
    .leftJoin(
      discovery,
      and(eq(discovery.playerId, playerId), eq(discovery.itemId, recipe.resultId)),
    );
}

/** The free hint was taken at `at` (the transaction's clock): the cooldown starts. */
export async function recordFreeHint(tx: Tx, owner: Locked<PlayerRow>, at: Date) {
  await tx.update(player).set({ lastFreeHintAt: at }).where(eq(player.id, owner.id));
}

/**
 * The last free hint and the database's clock, read together: the countdown a player sees
 * uses the same clock as the check under the lock.
 */
export async function hintClock(db: Db | Tx, playerId: string) {
  const [row] = await db
    .select({
      lastFreeHintAt: player.lastFreeHintAt,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
    })
    .from(player)
    .where(eq(player.id, playerId));
  return row ? { lastFreeHintAt: row.lastFreeHintAt, nowMs: Number(row.nowMs) } : null;
}
