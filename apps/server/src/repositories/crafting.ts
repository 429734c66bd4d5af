/**
 * The crafting game's SQL reads: runs, run stock, recipes, discoveries and the grid's.
 * The moves' writes are their own files (repositories/craft-move.ts, start-game-move.ts),
 * each taking the player's lock.
 */
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database';
import { craftingRun, discovery, item, player, recipe, runItem } from '../db/schema';
import type { ItemRow } from './items';

export type RunRow = typeof craftingRun.$inferSelect;

/** Recipes store an unordered pair once, as (a, b) with a < b. */
export function pairKey(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export async function findRun(db: Db | Tx, playerId: string): Promise<RunRow | null> {
  const [run] = await db.select().from(craftingRun).where(eq(craftingRun.playerId, playerId));
  return run ?? null;
}

/** Every item of the player's run with its quantity (zero included). */
export async function runStock(db: Db | Tx, playerId: string) {
  return db
    .select({ item, quantity: runItem.quantity })
    .from(runItem)
    .innerJoin(item, eq(item.id, runItem.itemId))
    .where(eq(runItem.playerId, playerId));
}

/** The run stock of some items only. */
export async function runStockOf(db: Db | Tx, playerId: string, itemIds: readonly string[]) {
  return db
    .select({ item, quantity: runItem.quantity })
    .from(runItem)
    .innerJoin(item, eq(item.id, runItem.itemId))
    .where(and(eq(runItem.playerId, playerId), inArray(runItem.itemId, [...itemIds])));
}

/** What the pair makes, if any recipe says. */
export async function findRecipeResult(db: Db | Tx, one: string, two: string) {
  const [a, b] = pairKey(one, two);
  const [match] = await db
    .select({ result: item })
    .from(recipe)
    .innerJoin(item, eq(item.id, recipe.resultId))
    .where(and(eq(recipe.itemA, a), eq(recipe.itemB, b)))
    .limit(1);
  return match?.result ?? null;
}

export interface DiscoveryDetails {
  discoveredAt: Date;
  recipe: [string, string];
  firstDiscoveredBy?: { name: string; isYou: boolean };
}

/** Per discovered item: when, from which pair, and who was first in the world. */
export async function discoveryDetails(
  db: Db | Tx,
  playerId: string,
  itemIds: readonly string[],
): Promise<Map<string, DiscoveryDetails>> {
  const details = new Map<string, DiscoveryDetails>();
  if (itemIds.length === 0) return details;
  const found = await db
    .select({
      itemId: discovery.itemId,
      discoveredAt: discovery.discoveredAt,
      fromItemA: discovery.fromItemA,
      fromItemB: discovery.fromItemB,
      firstId: item.firstDiscoveredBy,
      firstName: player.name,
    })
    .from(discovery)
    .innerJoin(item, eq(item.id, discovery.itemId))
    .leftJoin(player, eq(player.id, item.firstDiscoveredBy))
    .where(and(eq(discovery.playerId, playerId), inArray(discovery.itemId, [...itemIds])));
  for (const row of found) {
    details.set(row.itemId, {
      discoveredAt: row.discoveredAt,
      recipe: [row.fromItemA, row.fromItemB],
      ...(row.firstId && row.firstName
        ? { firstDiscoveredBy: { name: row.firstName, isYou: row.firstId === playerId } }
        : {}),
    });
  }
  return details;
}

export interface KnownItemRow {
  item: ItemRow;
  quantity: number | null;
  discoveredAt: Date | null;
  fromItemA: string | null;
  fromItemB: string | null;
  firstName: string | null;
}

/**
 * The grid's rows in one query: the bases unlocked at `level` and every discovered item,
 * with this run's quantities and the first finder's name (on PGlite every round trip
 * costs about a millisecond, and this runs after every craft).
 */
export async function knownItems(
  db: Db | Tx,
  playerId: string,
  level: number,
): Promise<KnownItemRow[]> {
  const firstFinder = alias(player, 'first_finder');
  return (
    db
      .select({
        item,
        quantity: runItem.quantity,
        discoveredAt: discovery.discoveredAt,
        fromItemA: discovery.fromItemA,
        fromItemB: discovery.fromItemB,
        firstName: firstFinder.name,
      })
      .from(item)
      .leftJoin(discovery, and(eq(discovery.itemId, item.id), eq(discovery.playerId, playerId)))
      .leftJoin(runItem, and(eq(runItem.itemId, item.id), eq(runItem.playerId, playerId)))
      .leftJoin(firstFinder, eq(firstFinder.id, item.firstDiscoveredBy))
      .where(
        or(
          and(eq(item.isBuildingBlock, true), lte(item.unlockLevel, level)),
          isNotNull(discovery.itemId),
        ),
      )
      // Bases first in unlock order (crafted items have no unlock level: nulls sort last),
      // then discoveries in the order they were made.
      .orderBy(asc(item.unlockLevel), asc(discovery.discoveredAt), asc(item.name))
  );
}

/**
 * The joins that keep, of the recipe table, the recipes whose two items the player's run
 * holds (quantity above zero): the hint's pairs (repositories/hints.ts).
 */
export function heldPairJoins(playerId: string) {
  const heldA = alias(runItem, 'held_a');
  const heldB = alias(runItem, 'held_b');
  return {
    heldA,
    onHeldA: and(
      eq(heldA.playerId, playerId),
      eq(heldA.itemId, recipe.itemA),
      gt(heldA.quantity, 0),
    ),
    heldB,
    onHeldB: and(
      eq(heldB.playerId, playerId),
      eq(heldB.itemId, recipe.itemB),
      gt(heldB.quantity, 0),
    ),
  };
}

/**
 * "Which secrets can the player make now", the one definition: a condition on `item`, true
 * of the results of a recipe whose two items are both in `held` (a parenthesised query of
 * one column, `item_id`) that `player` has not discovered. The grid asks it of the run's
 * stacks above zero (craftableUndiscovered); a craft's write asks it of the stock the craft
 * leaves (repositories/craft-move.ts), since no part of a statement sees another's writes.
 *
 * The results are gathered first, into an array the item rows are then looked up by
 * (`= any(array(...))`: an InitPlan, then the item's primary key), so the work follows what
 * is held. Written as `item.id in (...)`, both stores planned it the other way round for
 * `order by item.id limit n`: every item in key order, each probed against the recipes,
 * hoping to stop early, and with few or no secrets it never did. Measured on one player's
 * stock (docs/performance.md, "The secrets' plan"): 25 held items took 5.5-7.0 ms on
 * PostgreSQL and 20-117 ms on PGlite that way, 0.5 and 0.8 ms this way.
 */
export function undiscoveredCraftable(player: string | Placeholder, held: SQL): SQL {
  return sql`${item.id} = any(array(
      select ${recipe.resultId} from ${recipe}
      join ${held} held_a on held_a.item_id = ${recipe.itemA}
      join ${held} held_b on held_b.item_id = ${recipe.itemB}))
    and not exists (
      select 1 from ${discovery}
      where ${discovery.playerId} = ${player} and ${discovery.itemId} = ${item.id})`;
}

/** Undiscovered results the player could make right now from what they hold, at most `limit`. */
export async function craftableUndiscovered(
  db: Db | Tx,
  playerId: string,
  limit: number,
): Promise<ItemRow[]> {
  const held = sql`(select ${runItem.itemId} from ${runItem}
    where ${runItem.playerId} = ${playerId} and ${runItem.quantity} > 0)`;
  return db
    .select()
    .from(item)
    .where(undiscoveredCraftable(playerId, held))
    .orderBy(asc(item.id))
    .limit(limit);
}
