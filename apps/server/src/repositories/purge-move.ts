/**
 * Purging a card or a lab stack: one statement each writes the effect game-rules'
 * `cardPurgeEffect` or `labItemPurgeEffect` returns
 * (packages/game-rules/src/moves/purge-effect.ts), passed by the service
 * (services/lab-service.ts#purgeCard, #purgeLabItem). Neither decides anything. There is
 * no read of their own: the player's lock and the card's (or the stack's) are all a purge
 * decides from. Built once (db/built-once.ts); each takes the player's lock as a
 * Locked<PlayerRow>.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { BalanceDelta, CardPurgeEffect, LabItemPurgeEffect } from '@alchemy/game-rules';
import { builtOnce, type BuiltOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { moneyGiven, moneyParts } from './money-parts';
import type { PlayerRow } from './players';

const player = sql.placeholder('player');

/** The row that goes (`purged`, answering one row), then the refund and its ledger row. */
const purgeStatement = (name: string, purged: SQL) =>
  builtOnce(
    name,
    () => sql`
      with given as (select ${sql.placeholder('effect')}::jsonb as effect),
      purged as (${purged}),
      ${moneyParts('balances')}
      select
        (select count(*) from purged)::integer as "purged",
        (select count(*) from booked)::integer as "booked"`,
  );

const cardStatement = purgeStatement(
  'card_purge_write',
  sql`delete from battle_card
    where id = (select (effect ->> 'cardId')::uuid from given) and player_id = ${player}
    returning id`,
);

const labItemStatement = purgeStatement(
  'lab_item_purge_write',
  sql`delete from lab_item
    where player_id = ${player} and item_id = (select effect ->> 'itemId' from given)
    returning item_id`,
);

const PurgeWriteSchema = z.object({
  rows: z.array(z.object({ purged: z.number(), booked: z.number() })).length(1),
});

async function writePurge(
  statement: BuiltOnce,
  tx: Tx,
  owner: Locked<PlayerRow>,
  given: { balances: readonly BalanceDelta[] } & Record<string, unknown>,
  options: { requestId: string },
): Promise<boolean> {
  const answer = await statement(tx, {
    player: owner.id,
    // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
    effect: JSON.stringify({
      ...given,
      balances: moneyGiven(given.balances.map((change) => ({ ...change, playerId: owner.id }))),
    }),
    requestId: options.requestId,
  });
  const [row] = PurgeWriteSchema.parse(answer).rows;
  return row?.purged === 1 && row.booked === given.balances.length;
}

/** Deletes the card and books its refund; throws when it did not write the effect. */
export async function writeCardPurge(
  tx: Tx,
  owner: Locked<PlayerRow>,
  effect: CardPurgeEffect,
  options: { requestId: string },
): Promise<void> {
  const given = { cardId: effect.cardId, balances: effect.balances };
  if (!(await writePurge(cardStatement, tx, owner, given, options))) {
    throw new Error(`the purge of card ${effect.cardId} did not write its effect as given`);
  }
}

/** Deletes the lab stack and books its refund; throws when it did not write the effect. */
export async function writeLabItemPurge(
  tx: Tx,
  owner: Locked<PlayerRow>,
  effect: LabItemPurgeEffect,
  options: { requestId: string },
): Promise<void> {
  const given = { itemId: effect.itemId, balances: effect.balances };
  if (!(await writePurge(labItemStatement, tx, owner, given, options))) {
    throw new Error(`the purge of ${owner.id}'s ${effect.itemId} did not write its effect`);
  }
}
