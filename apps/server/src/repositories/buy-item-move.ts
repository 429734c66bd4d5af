/**
 * A purchase's two statements: one read of what game-rules' `buyItemEffect` decides from
 * (the item, if this player discovered it), and one write of the effect it returns
 * (packages/game-rules/src/moves/buy-item-effect.ts; services/crafting-service.ts#buyItem
 * passes it here). Both are built once (db/built-once.ts) and run under the player's lock.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BuyItemEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { itemJson, ItemJsonSchema } from './item-json';
import type { ItemRow } from './items';
import { balancesMoved, bookedLedger, moneyOfEffect } from './move-sql';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;

const player = sql.placeholder('player');

/**
 * The item, when the player discovered it (base elements never are: they are given). The
 * balances come with the player's lock; the lab's stack is not read, the write adds to it.
 */
const readStatement = builtOnce(
  'buy_item_read',
  () => sql`
    select ${itemJson('bought')} as item
    from discovery found join item bought on bought.id = found.item_id
    where found.player_id = ${player} and found.item_id = ${sql.placeholder('item')}`,
);

const BuyReadSchema = z.object({ rows: z.array(z.object({ item: ItemJsonSchema })).max(1) });

/** The item `itemId`, if `owner` discovered it. */
export async function readBuyItem(tx: Tx, owner: Owner, itemId: string): Promise<ItemRow | null> {
  // Both drivers answer { rows }; parsed rather than trusted.
  const answer = BuyReadSchema.parse(await readStatement(tx, { player: owner.id, item: itemId }));
  return answer.rows[0]?.item ?? null;
}

/**
 * The effect in one statement: the player pays (and the lab opens) in one update, the
 * payment is booked in the ledger with its reason, and the lab's stack grows. It answers
 * the balances after and the stack's new quantity; the CHECK constraints (no balance below
 * zero) are the database's own guard.
 */
const writeStatement = builtOnce(
  'buy_item_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    ${moneyOfEffect},
    paid as (
      update player set ${balancesMoved},
        is_lab_open = is_lab_open or (select (effect ->> 'opensLab')::boolean from given)
      where id = ${player}
      returning credits, diamonds, magic_dust as "magicDust"
    ),
    ${bookedLedger(player, sql.placeholder('requestId'))},
    stocked as (
      insert into lab_item (player_id, item_id, quantity)
      select ${player}, effect -> 'lab' ->> 'itemId', (effect -> 'lab' ->> 'add')::integer
      from given
      on conflict (player_id, item_id) do update
        set quantity = lab_item.quantity + excluded.quantity, updated_at = now()
      returning quantity
    )
    select
      (select row_to_json(paid) from paid) as "balances",
      (select count(*) from booked)::integer as "booked",
      (select quantity from stocked) as "quantity"`,
);

const BuyWriteSchema = z.object({
  rows: z
    .array(
      z.object({
        balances: z.object({ credits: z.number(), diamonds: z.number(), magicDust: z.number() }),
        booked: z.number(),
        quantity: z.number(),
      }),
    )
    .length(1),
});

export interface BuyItemWritten {
  balances: { credits: number; diamonds: number; magicDust: number };
  /** The lab's stack of the item after the purchase. */
  quantity: number;
}

/** Writes `effect` for `owner`; what the statement answers, once checked against it. */
export async function writeBuyItem(
  tx: Tx,
  owner: Owner,
  effect: BuyItemEffect<unknown>,
  requestId: string,
): Promise<BuyItemWritten> {
  const given = { balances: effect.balances, opensLab: effect.opensLab, lab: effect.lab };
  const answer = await writeStatement(tx, {
    player: owner.id,
    // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
    effect: JSON.stringify(given),
    requestId,
  });
  const [row] = BuyWriteSchema.parse(answer).rows;
  if (!row || row.booked !== effect.balances.length) {
    throw new Error(`the purchase of ${owner.id} did not write its effect as given`);
  }
  return { balances: row.balances, quantity: row.quantity };
}
