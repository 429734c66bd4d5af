/**
 * A craft's two statements: one read of everything game-rules' `craftEffect` decides from,
 * and one write of the effect it returns. Neither decides anything: what changes is the
 * rules' (packages/game-rules/src/moves/craft-effect.ts), the service passes it here
 * (services/crafting-service.ts#craft). Both are built once (db/built-once.ts) and take the
 * player's lock as a Locked<PlayerRow>.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CraftEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { pairKey, undiscoveredCraftable } from './crafting';
import { itemJson, ItemJsonSchema } from './item-json';
import { balancesMoved, bookedLedger, moneyOfEffect, rowsOf } from './move-sql';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;

const player = sql.placeholder('player');

/**
 * The run, its whole stock (the game-over rule reads all of it) and what the pair makes,
 * with this player's discovery of it and its first finder in the world.
 *
 * Read, not locked: only a holder of the player's lock writes the run, its stacks and the
 * player's discoveries, and the caller holds that lock, so this statement, whose snapshot
 * is taken after the lock was granted, sees their latest state (docs/ARCHITECTURE.md,
 * "Lock order"). The run drives the query: no run, no row.
 */
const readStatement = builtOnce(
  'craft_read',
  () => sql`
    select
      run.is_over as "isOver",
      coalesce((
        select json_agg(json_build_object(
            'itemId', stack.item_id, 'name', stacked.name, 'quantity', stack.quantity,
            'isBuildingBlock', stacked.is_building_block)
          order by stack.item_id)
        from run_item stack join item stacked on stacked.id = stack.item_id
        where stack.player_id = run.player_id), '[]'::json) as stock,
      (select json_build_object(
          'item', ${itemJson('made')},
          'firstName', first_finder.name,
          'discovery', case when found.item_id is not null then json_build_object(
            'discoveredAt', found.discovered_at,
            'fromItemA', found.from_item_a, 'fromItemB', found.from_item_b) end)
        from recipe
        join item made on made.id = recipe.result_id
        left join discovery found
          on found.player_id = run.player_id and found.item_id = made.id
        left join player first_finder on first_finder.id = made.first_discovered_by
        where recipe.item_a = ${sql.placeholder('a')} and recipe.item_b = ${sql.placeholder('b')}
      ) as result
    from crafting_run run
    where run.player_id = ${player}`,
);

const CraftReadSchema = z.object({
  rows: z
    .array(
      z.object({
        isOver: z.boolean(),
        stock: z.array(
          z.object({
            itemId: z.string(),
            name: z.string(),
            quantity: z.number(),
            isBuildingBlock: z.boolean(),
          }),
        ),
        result: z
          .object({
            item: ItemJsonSchema,
            firstName: z.string().nullable(),
            discovery: z
              .object({
                discoveredAt: z.coerce.date(),
                fromItemA: z.string(),
                fromItemB: z.string(),
              })
              .nullable(),
          })
          .nullable(),
      }),
    )
    .max(1),
});

export type CraftRead = {
  /** The player's run; null before the first start. */
  run: { isOver: boolean } | null;
} & Omit<z.infer<typeof CraftReadSchema>['rows'][number], 'isOver'>;

/** Everything a craft of `one` with `two` reads, in one round trip. */
export async function readCraft(
  tx: Tx,
  owner: Owner,
  one: string,
  two: string,
): Promise<CraftRead> {
  const [a, b] = pairKey(one, two);
  // Both drivers answer { rows }; parsed rather than trusted.
  const answer = CraftReadSchema.parse(await readStatement(tx, { player: owner.id, a, b }));
  const row = answer.rows[0];
  if (!row) return { run: null, stock: [], result: null };
  return { run: { isOver: row.isOver }, stock: row.stock, result: row.result };
}

/**
 * The effect in one statement: each part writes what the effect says and nothing else.
 * The stacks get their final quantities (the rules summed the changes per item, since one
 * statement may not touch a row twice); new stacks are inserted; the run ends; the harvest
 * goes into the lab; the balances change in one update of the player, each booked in the
 * ledger with its reason; the discovery is recorded; the world-first claim is tried (a
 * world row: the lock order wants it after the player's own rows, and before the progress
 * the service records next, as before); and the answer carries the balances after, when
 * the discovery was made, whether the claim won and the secrets the new stock can make.
 *
 * The parts of one statement share its snapshot and none sees another's writes, so the
 * secrets read the stock from the effect (`held`) and leave out the discovery being
 * recorded. The counts it answers let the caller check that each part wrote what it was
 * given: the CHECK constraints and the conflict clauses are the database's own guard.
 */
const writeStatement = builtOnce('craft_write', () => {
  const held = sql`(select jsonb_array_elements_text(effect -> 'held') as item_id from given)`;
  return sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    changed as (select * from ${rowsOf('stock', 'c(item_id text, quantity integer, is_new boolean)')}),
    updated as (
      update run_item set quantity = changed.quantity
      from changed
      where run_item.player_id = ${player} and run_item.item_id = changed.item_id
        and not changed.is_new
      returning run_item.item_id
    ),
    inserted as (
      insert into run_item (player_id, item_id, quantity)
      select ${player}, item_id, quantity from changed where is_new
      returning item_id
    ),
    ended as (
      update crafting_run set is_over = true
      where player_id = ${player} and (select (effect ->> 'runOver')::boolean from given)
      returning player_id
    ),
    harvested as (
      insert into lab_item (player_id, item_id, quantity)
      select ${player}, h.item_id, h.quantity from ${rowsOf('harvest', 'h(item_id text, quantity integer)')}
      order by h.item_id
      on conflict (player_id, item_id) do update
        set quantity = lab_item.quantity + excluded.quantity, updated_at = now()
      returning item_id
    ),
    ${moneyOfEffect},
    paid as (
      update player set ${balancesMoved},
        is_lab_open = is_lab_open or (select (effect ->> 'opensLab')::boolean from given)
      where id = ${player}
        and (exists (select 1 from money)
          or (select (effect ->> 'opensLab')::boolean from given))
      returning credits, diamonds, magic_dust as "magicDust", is_lab_open as "isLabOpen"
    ),
    ${bookedLedger(player, sql.placeholder('requestId'))},
    noted as (select * from ${rowsOf('discovery', 'd(item_id text, from_a text, from_b text)')}),
    recorded as (
      insert into discovery (player_id, item_id, from_item_a, from_item_b)
      select ${player}, item_id, from_a, from_b from noted
      on conflict do nothing
      returning discovered_at
    ),
    claimed as (
      update item set first_discovered_by = ${player}, first_discovered_at = now()
      where id = (select effect ->> 'claimWorldFirst' from given)
        and first_discovered_by is null
      returning id
    ),
    secret as (
      select item.id, item.rarity, item.family from item
      where ${undiscoveredCraftable(player, held)}
        and item.id not in (select item_id from noted)
      order by item.id
      limit ${sql.placeholder('secretsLimit')}
    )
    select
      (select count(*) from updated)::integer + (select count(*) from inserted)::integer
        as "stacks",
      (select count(*) from ended)::integer as "ended",
      (select count(*) from harvested)::integer as "harvested",
      (select row_to_json(paid) from paid) as "balances",
      (select count(*) from booked)::integer as "booked",
      (select to_json(discovered_at) from recorded) as "discoveredAt",
      exists (select 1 from claimed) as "worldFirst",
      (select coalesce(json_agg(json_build_object(
          'id', id, 'rarity', rarity, 'family', family) order by id), '[]'::json)
        from secret) as "secrets"`;
});

const CraftWriteSchema = z.object({
  rows: z
    .array(
      z.object({
        stacks: z.number(),
        ended: z.number(),
        harvested: z.number(),
        balances: z
          .object({
            credits: z.number(),
            diamonds: z.number(),
            magicDust: z.number(),
            isLabOpen: z.boolean(),
          })
          .nullable(),
        booked: z.number(),
        discoveredAt: z.coerce.date().nullable(),
        worldFirst: z.boolean(),
        secrets: z.array(z.object({ id: z.string(), rarity: z.string(), family: z.string() })),
      }),
    )
    .length(1),
});

export type CraftWritten = Omit<
  z.infer<typeof CraftWriteSchema>['rows'][number],
  'stacks' | 'ended' | 'harvested' | 'booked'
>;

/** Writes `effect` for `owner`; what the statement answers, once checked against it. */
export async function writeCraft(
  tx: Tx,
  owner: Owner,
  effect: CraftEffect,
  options: { requestId: string; secretsLimit: number },
): Promise<CraftWritten> {
  const given = {
    stock: effect.stock.map((entry) => ({
      item_id: entry.itemId,
      quantity: entry.quantity,
      is_new: entry.isNew,
    })),
    runOver: effect.runOver,
    harvest: effect.harvest.map((entry) => ({ item_id: entry.itemId, quantity: entry.quantity })),
    balances: effect.balances,
    opensLab: effect.opensLab,
    discovery: effect.discovery
      ? [
          {
            item_id: effect.discovery.itemId,
            from_a: effect.discovery.fromNames[0],
            from_b: effect.discovery.fromNames[1],
          },
        ]
      : [],
    claimWorldFirst: effect.claimWorldFirst,
    held: effect.held,
  };
  const answer = await writeStatement(tx, {
    player: owner.id,
    // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
    effect: JSON.stringify(given),
    requestId: options.requestId,
    secretsLimit: options.secretsLimit,
  });
  const [row] = CraftWriteSchema.parse(answer).rows;
  if (!row) throw new Error('a craft write answers one row');
  const wrote =
    row.stacks === effect.stock.length &&
    row.ended === (effect.runOver ? 1 : 0) &&
    row.harvested === effect.harvest.length &&
    row.booked === effect.balances.length &&
    (row.balances !== null) === (effect.balances.length > 0 || effect.opensLab) &&
    (row.discoveredAt !== null) === (effect.discovery !== null);
  if (!wrote) throw new Error(`the craft of ${owner.id} did not write its effect as given`);
  return {
    balances: row.balances,
    discoveredAt: row.discoveredAt,
    worldFirst: row.worldFirst,
    secrets: row.secrets,
  };
}
