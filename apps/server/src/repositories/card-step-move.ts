/**
 * Improving or ascending a card: one statement writes the effect game-rules'
 * `cardStepEffect` returns (packages/game-rules/src/moves/card-step-effect.ts), passed by
 * the service (services/lab-service.ts#improveCard). It decides nothing. There is no read
 * of its own: the player's lock and the card's are all the step decides from (a row locked
 * FOR UPDATE comes back as it is after the lock was granted). Built once
 * (db/built-once.ts); it takes the player's lock as a Locked<PlayerRow>.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CardStepEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import type { CardRow } from './battle-cards';
import { CardRowJsonSchema } from './card-row-json';
import { moneyGiven, moneyParts } from './money-parts';
import type { PlayerRow } from './players';

const player = sql.placeholder('player');

/**
 * The card's new quality and ascension, and the diamonds paid, booked as the step; it
 * answers the card as written (card-row-json.ts) and the ledger rows booked.
 */
const writeStatement = builtOnce(
  'card_step_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    stepped as (
      update battle_card set
        quality = (select effect #>> '{card,quality}' from given),
        is_ascended = (select (effect #>> '{card,isAscended}')::boolean from given)
      where id = (select (effect #>> '{card,id}')::uuid from given) and player_id = ${player}
      returning *
    ),
    ${moneyParts('balances')}
    select
      (select row_to_json(stepped) from stepped) as "card",
      (select count(*) from booked)::integer as "booked"`,
);

const CardStepWriteSchema = z.object({
  rows: z.array(z.object({ card: CardRowJsonSchema.nullable(), booked: z.number() })).length(1),
});

/** Writes `effect` for `owner`; the card as written, once checked against it. */
export async function writeCardStep(
  tx: Tx,
  owner: Locked<PlayerRow>,
  effect: CardStepEffect,
  options: { requestId: string },
): Promise<CardRow> {
  const balances = moneyGiven(effect.balances.map((change) => ({ ...change, playerId: owner.id })));
  const given = { card: effect.card, balances };
  const answer = await writeStatement(tx, {
    player: owner.id,
    // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
    effect: JSON.stringify(given),
    requestId: options.requestId,
  });
  const [row] = CardStepWriteSchema.parse(answer).rows;
  if (!row?.card || row.booked !== effect.balances.length) {
    throw new Error(`the step of card ${effect.card.id} did not write its effect as given`);
  }
  return row.card;
}
