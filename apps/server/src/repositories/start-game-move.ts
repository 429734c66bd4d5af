/**
 * A start's two statements: one read of everything game-rules' `startGameEffect` decides
 * from, and one write of the effect it returns (packages/game-rules/src/moves/
 * start-game-effect.ts; services/crafting-service.ts#startGame passes it here). Both are
 * built once (db/built-once.ts) and run after the player's and the run's locks.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StartGameEffect, StartGameState } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { rowsOf } from './move-sql';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;

const player = sql.placeholder('player');

/**
 * Every base element (the allocation rule reads them all, in the order its refusals list
 * them: unlock level, then name, as repositories/items.ts#buildingBlocks) and the run's
 * whole stock (an unfinished run's crafted stacks are harvested). Read after the run's
 * lock, so the stock is the latest committed (docs/ARCHITECTURE.md, "Lock order").
 */
const readStatement = builtOnce(
  'start_game_read',
  () => sql`
    select
      coalesce((
        select json_agg(json_build_object(
            'id', base.id, 'name', base.name, 'unlockLevel', base.unlock_level)
          order by base.unlock_level asc, base.name asc)
        from item base where base.is_building_block), '[]'::json) as elements,
      coalesce((
        select json_agg(json_build_object(
            'itemId', stack.item_id, 'quantity', stack.quantity,
            'isBuildingBlock', stacked.is_building_block)
          order by stack.item_id)
        from run_item stack join item stacked on stacked.id = stack.item_id
        where stack.player_id = ${player}), '[]'::json) as stock`,
);

const StartReadSchema = z.object({
  rows: z
    .array(
      z.object({
        elements: z.array(
          // A base element without an unlock level is open from the first level.
          z.object({ id: z.string(), name: z.string(), unlockLevel: z.number().nullable() }),
        ),
        stock: z.array(
          z.object({ itemId: z.string(), quantity: z.number(), isBuildingBlock: z.boolean() }),
        ),
      }),
    )
    .length(1),
});

/** The base elements and the run's stock, in one round trip. */
export async function readStart(
  tx: Tx,
  owner: Owner,
): Promise<Pick<StartGameState, 'elements' | 'stock'>> {
  // Both drivers answer { rows }; parsed rather than trusted.
  const [row] = StartReadSchema.parse(await readStatement(tx, { player: owner.id })).rows;
  if (!row) throw new Error('a start read answers one row');
  return {
    elements: row.elements.map((base) => ({ ...base, unlockLevel: base.unlockLevel ?? 1 })),
    stock: row.stock,
  };
}

/**
 * The effect in one statement: the harvest goes into the lab (by item id, the lab's lock
 * order) and opens it; the old run's stacks not in the allocation are deleted and the
 * allocation's are written with their quantities (a delete and an insert of one key in
 * one statement could meet in either order, so the kept stacks are updated instead); the
 * run starts again. It decides nothing, and answers what each part wrote for the caller
 * to check against the effect.
 */
const writeStatement = builtOnce(
  'start_game_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    harvested as (
      insert into lab_item (player_id, item_id, quantity)
      select ${player}, h.item_id, h.quantity from ${rowsOf('harvest', 'h(item_id text, quantity integer)')}
      order by h.item_id
      on conflict (player_id, item_id) do update
        set quantity = lab_item.quantity + excluded.quantity, updated_at = now()
      returning item_id
    ),
    opened as (
      update player set is_lab_open = true
      where id = ${player} and (select (effect ->> 'opensLab')::boolean from given)
      returning id
    ),
    allocated as (select * from ${rowsOf('stock', 's(item_id text, quantity integer)')}),
    dropped as (
      delete from run_item
      where player_id = ${player} and item_id not in (select item_id from allocated)
      returning item_id
    ),
    stocked as (
      insert into run_item (player_id, item_id, quantity)
      select ${player}, item_id, quantity from allocated
      order by item_id
      on conflict (player_id, item_id) do update set quantity = excluded.quantity
      returning item_id
    ),
    started as (
      insert into crafting_run (player_id, is_over) values (${player}, false)
      on conflict (player_id) do update set is_over = false, started_at = now()
      returning player_id
    )
    select
      (select count(*) from harvested)::integer as "harvested",
      (select count(*) from opened)::integer as "opened",
      (select count(*) from stocked)::integer as "stocked",
      (select count(*) from started)::integer as "started"`,
);

const StartWriteSchema = z.object({
  rows: z
    .array(
      z.object({
        harvested: z.number(),
        opened: z.number(),
        stocked: z.number(),
        started: z.number(),
      }),
    )
    .length(1),
});

/** Writes `effect` for `owner`, and checks that each part wrote what it was given. */
export async function writeStart(tx: Tx, owner: Owner, effect: StartGameEffect): Promise<void> {
  const given = {
    harvest: effect.harvest.map((entry) => ({ item_id: entry.itemId, quantity: entry.quantity })),
    opensLab: effect.opensLab,
    stock: effect.stock.map((entry) => ({ item_id: entry.itemId, quantity: entry.quantity })),
  };
  // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
  const answer = await writeStatement(tx, { player: owner.id, effect: JSON.stringify(given) });
  const [row] = StartWriteSchema.parse(answer).rows;
  const wrote =
    row !== undefined &&
    row.harvested === effect.harvest.length &&
    row.opened === (effect.opensLab ? 1 : 0) &&
    row.stocked === effect.stock.length &&
    row.started === 1;
  if (!wrote) throw new Error(`the start of ${owner.id} did not write its effect as given`);
}
