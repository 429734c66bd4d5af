/**
 * The crafting game's SQL: runs, run stock, recipes, discoveries and the grid's reads.
 * Writes take the player's lock (a Locked<PlayerRow>); services/crafting-service.ts
 * decides what to write.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { craftingRun, discovery, item, player, recipe, runItem } from '../db/schema';
import type { ItemRow } from './items';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;
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

/**
 * Names the player as the item's first discoverer in the world, unless someone was first.
 * A world row: written last in a transaction (docs/ARCHITECTURE.md, "Lock order").
 */
export async function claimFirstDiscovery(tx: Tx, owner: Owner, itemId: string) {
  const rows = await tx
    .update(item)
    .set({ firstDiscoveredBy: owner.id, firstDiscoveredAt: sql`now()` })
    .where(and(eq(item.id, itemId), isNull(item.firstDiscoveredBy)))
    .returning({ id: item.id });
  return rows.length > 0;
}

/** Ends the run: nothing is held any more. */
export async function endRun(tx: Tx, owner: Owner) {
  await tx.update(runItem).set({ quantity: 0 }).where(eq(runItem.playerId, owner.id));
  await tx.update(craftingRun).set({ isOver: true }).where(eq(craftingRun.playerId, owner.id));
}

/** A new run holding exactly the allocation. */
export async function resetRun(
  tx: Tx,
  owner: Owner,
  allocation: ReadonlyArray<{ itemId: string; quantity: number }>,
) {
  await tx.delete(runItem).where(eq(runItem.playerId, owner.id));
  await tx.insert(runItem).values(allocation.map((entry) => ({ playerId: owner.id, ...entry })));
  await tx
    .insert(craftingRun)
    .values({ playerId: owner.id, isOver: false })
    .onConflictDoUpdate({
      target: craftingRun.playerId,
      set: { isOver: false, startedAt: sql`now()` },
    });
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
 * holds (quantity above zero): one definition for the grid's secrets and for the hint.
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
 * Undiscovered results the player could make right now from what they hold, at most
 * `limit`. A craft's answer computes the same from the stock its own statement writes
 * (applyCraft's `secret` part); crafting-routes.test.ts holds the two to each other over
 * whole runs. A semi-join (item.id IN ...) rather than DISTINCT over whole item rows:
 * measured 5.2 ms against under 2 ms on PGlite.
 */
export async function craftableUndiscovered(
  db: Db | Tx,
  playerId: string,
  limit: number,
): Promise<ItemRow[]> {
  const held = heldPairJoins(playerId);
  const craftable = db
    .select({ id: recipe.resultId })
    .from(recipe)
    .innerJoin(held.heldA, held.onHeldA)
    .innerJoin(held.heldB, held.onHeldB);
  return db
    .select()
    .from(item)
    .where(
      and(
        inArray(item.id, craftable),
        notExists(
          db
            .select({ one: sql`1` })
            .from(discovery)
            .where(and(eq(discovery.playerId, playerId), eq(discovery.itemId, item.id))),
        ),
      ),
    )
    .orderBy(asc(item.id))
    .limit(limit);
}

export interface CraftInputs {
  /** The player's run (null before the first start). */
  run: { isOver: boolean } | null;
  /** The run's stacks of the two items (zero included); an item the run never held is absent. */
  held: Array<{ item: ItemRow; quantity: number }>;
  /** What the pair makes, if any recipe says, and whether the run has a stack of it. */
  result: { item: ItemRow; isHeld: boolean } | null;
}

/**
 * A craft's reads in one round trip: the run, the pair's run stock and the recipe's result
 * (with the run's stack of it, so the write knows whether to insert or update). The run
 * drives the query, so a player with a run gets at least one row, items or not.
 *
 * The run is read, not locked: only a holder of its player's lock writes it (endRun and
 * resetRun take a Locked<PlayerRow>), and the caller holds that lock, so this statement,
 * whose snapshot is taken after the lock was granted, sees its latest state.
 */
export async function craftInputs(
  tx: Tx,
  owner: Owner,
  one: string,
  two: string,
): Promise<CraftInputs> {
  const [a, b] = pairKey(one, two);
  const resultId = sql`(select ${recipe.resultId} from ${recipe} where ${recipe.itemA} = ${a} and ${recipe.itemB} = ${b})`;
  const rows = await tx
    .select({
      isOver: craftingRun.isOver,
      item,
      quantity: runItem.quantity,
      isResult: sql<boolean>`coalesce(${item.id} = ${resultId}, false)`.mapWith(Boolean),
    })
    .from(craftingRun)
    .leftJoin(item, or(inArray(item.id, [one, two]), sql`${item.id} = ${resultId}`))
    .leftJoin(runItem, and(eq(runItem.itemId, item.id), eq(runItem.playerId, owner.id)))
    .where(eq(craftingRun.playerId, owner.id));
  const first = rows[0];
  const held: CraftInputs['held'] = [];
  let result: CraftInputs['result'] = null;
  for (const row of rows) {
    if (!row.item) continue;
    if ((row.item.id === one || row.item.id === two) && row.quantity !== null) {
      held.push({ item: row.item, quantity: row.quantity });
    }
    if (row.isResult) result = { item: row.item, isHeld: row.quantity !== null };
  }
  return { run: first ? { isOver: first.isOver } : null, held, result };
}

/** A run stack after a craft, as the game-over rule reads it. */
export interface RunStackRow {
  itemId: string;
  quantity: number;
  isBuildingBlock: boolean;
}

/** Of a secret, what the grid may show: its rarity and family, never its name. */
type SecretRow = Pick<ItemRow, 'id' | 'rarity' | 'family'>;

/** What a craft made: the result, whether the run holds it already, and from what. */
export interface CraftMade {
  id: string;
  isHeld: boolean;
  fromNames: readonly [string, string];
}

export interface CraftWrites {
  /** The whole run stock as it now stands. */
  stock: RunStackRow[];
  /** The result's discovery: whether it is new, and its details (null for a failed craft). */
  discovery: { isNew: boolean; details: DiscoveryDetails } | null;
  /** Undiscovered results the run can make now, at most `secretsLimit`, by id. */
  secrets: SecretRow[];
}

const CraftAnswerSchema = z.object({
  rows: z
    .array(
      z.object({
        stock: z.array(
          z.object({ item_id: z.string(), quantity: z.number(), is_building_block: z.boolean() }),
        ),
        discovery: z
          .object({
            is_new: z.boolean(),
            discovered_at: z.coerce.date(),
            from_item_a: z.string(),
            from_item_b: z.string(),
            first_id: z.string().nullable(),
            first_name: z.string().nullable(),
          })
          .nullable(),
        secrets: z.array(z.object({ id: z.string(), rarity: z.string(), family: z.string() })),
      }),
    )
    .length(1),
});

/**
 * A craft's writes and what follows from them, in one statement (each statement is a
 * round trip): one of each spent item leaves the run, one of the result (if any) joins it;
 * the result's discovery is recorded unless it was made before; and the answer carries the
 * whole run stock as it now stands, the discovery's details (whether it is new, when and
 * from which pair it was made, who was first in the world as the statement saw it: a new
 * discovery's first finder is settled later, by claimFirstDiscovery) and the secrets the
 * new stock can make.
 *
 * The changes are summed per item first, as one statement may not touch a row twice (the
 * result can be one of the spent items). `made.isHeld` comes from craftInputs, read under
 * the same player lock, so the result's stack is inserted only when it is new. The parts
 * of one statement share its snapshot and none sees another's writes, so the secrets read
 * the new stock from the `stock` part and leave out the result by name, whose discovery
 * this statement may be the one writing.
 */
export async function applyCraft(
  tx: Tx,
  owner: Owner,
  spent: readonly [string, string],
  made: CraftMade | null,
  secretsLimit: number,
): Promise<CraftWrites> {
  const deltas = new Map<string, number>();
  for (const id of spent) deltas.set(id, (deltas.get(id) ?? 0) - 1);
  if (made?.isHeld) deltas.set(made.id, (deltas.get(made.id) ?? 0) + 1);
  const values = sql.join(
    [...deltas].map(([id, delta]) => sql`(${id}::text, ${delta}::integer)`),
    sql`, `,
  );
  const inserted =
    made && !made.isHeld
      ? sql`insert into ${runItem} (player_id, item_id, quantity)
          values (${owner.id}, ${made.id}, 1) returning item_id, quantity`
      : sql`select null::text as item_id, null::integer as quantity where false`;
  const discoveryParts = made
    ? sql`, recorded as (
      insert into ${discovery} (player_id, item_id, from_item_a, from_item_b)
      values (${owner.id}, ${made.id}, ${made.fromNames[0]}, ${made.fromNames[1]})
      on conflict do nothing
      returning discovered_at, from_item_a, from_item_b
    ), found as (
      select true as is_new, discovered_at, from_item_a, from_item_b from recorded
      union all
      select false, discovered_at, from_item_a, from_item_b from ${discovery}
      where player_id = ${owner.id} and item_id = ${made.id}
    ), held as (
      select item_id from stock where quantity > 0
    ), secret as (
      select ${item.id} as id, ${item.rarity} as rarity, ${item.family} as family
      from ${item}
      where ${item.id} in (
          select ${recipe.resultId} from ${recipe}
          join held held_a on held_a.item_id = ${recipe.itemA}
          join held held_b on held_b.item_id = ${recipe.itemB}
        )
        and ${item.id} <> ${made.id}
        and not exists (
          select 1 from ${discovery}
          where ${discovery.playerId} = ${owner.id} and ${discovery.itemId} = ${item.id}
        )
      order by ${item.id}
      limit ${secretsLimit}
    )`
    : sql``;
  const discoveryAnswer = made
    ? sql`(select json_build_object(
          'is_new', found.is_new, 'discovered_at', found.discovered_at,
          'from_item_a', found.from_item_a, 'from_item_b', found.from_item_b,
          'first_id', ${item.firstDiscoveredBy}, 'first_name', ${player.name})
        from found
        join ${item} on ${item.id} = ${made.id}
        left join ${player} on ${player.id} = ${item.firstDiscoveredBy}
        order by found.is_new desc
        limit 1)`
    : sql`null::json`;
  const secretsAnswer = made
    ? sql`(select coalesce(json_agg(json_build_object(
          'id', id, 'rarity', rarity, 'family', family) order by id), '[]'::json)
        from secret)`
    : sql`'[]'::json`;
  const answer: unknown = await tx.execute(sql`
    with updated as (
      update ${runItem} set quantity = ${runItem.quantity} + change.delta
      from (values ${values}) as change (item_id, delta)
      where ${runItem.playerId} = ${owner.id} and ${runItem.itemId} = change.item_id
      returning ${runItem.itemId}, ${runItem.quantity}
    ), inserted as (${inserted}),
    stock as (
      select item_id, quantity from updated
      union all
      select item_id, quantity from inserted
      union all
      select item_id, quantity from ${runItem}
      where player_id = ${owner.id} and item_id not in (select item_id from updated)
    )${discoveryParts}
    select
      (select coalesce(json_agg(json_build_object(
          'item_id', stock.item_id, 'quantity', stock.quantity,
          'is_building_block', ${item.isBuildingBlock})), '[]'::json)
        from stock join ${item} on ${item.id} = stock.item_id) as stock,
      ${discoveryAnswer} as discovery,
      ${secretsAnswer} as secrets`);
  // Both drivers answer { rows }; parsed rather than trusted.
  const [row] = CraftAnswerSchema.parse(answer).rows;
  if (!row) throw new Error('a craft statement answers one row');
  const found = row.discovery;
  return {
    stock: row.stock.map((entry) => ({
      itemId: entry.item_id,
      quantity: entry.quantity,
      isBuildingBlock: entry.is_building_block,
    })),
    discovery: found && {
      isNew: found.is_new,
      details: {
        discoveredAt: found.discovered_at,
        recipe: [found.from_item_a, found.from_item_b],
        ...(found.first_id && found.first_name
          ? { firstDiscoveredBy: { name: found.first_name, isYou: found.first_id === owner.id } }
          : {}),
      },
    },
    secrets: row.secrets,
  };
}
