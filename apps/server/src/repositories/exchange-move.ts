/**
 * An exchange purchase's two statements: one read of everything game-rules'
 * `exchangeEffect` decides from besides the purse (the player's lock reads that), and one
 * write of the effect it returns (packages/game-rules/src/moves/exchange-effect.ts).
 * Neither decides anything (services/exchange-service.ts#purchaseOffer).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ExchangeEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import {
  MoneyAnswerSchema,
  moneyAnswer,
  moneyGiven,
  moneyParts,
  wroteMoney,
  type PaidBalances,
} from './money-parts';
import type { PlayerRow } from './players';

const player = sql`${sql.placeholder('player')}::uuid`;
const offer = sql.placeholder('offer');

/**
 * The offer if it is active, and how many of it the player bought today (UTC). Read, not
 * locked: only a holder of the player's lock records their purchases, and the caller holds
 * it, so two racing purchases cannot both take the last one of the day.
 */
const readStatement = builtOnce(
  'exchange_read',
  () => sql`
    select
      (select json_build_object(
          'id', o.id, 'title', o.title, 'currencyToSell', o.currency_to_sell,
          'amountToSell', o.amount_to_sell, 'priceCurrency', o.price_currency,
          'priceAmount', o.price_amount, 'dailyLimit', o.daily_limit)
        from exchange_offer o where o.id = ${offer} and o.is_active) as "offer",
      (select count(*) from exchange_purchase p
        where p.player_id = ${player} and p.offer_id = ${offer}
          and p.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      )::integer as "boughtToday"`,
);

const ExchangeReadSchema = z.object({
  rows: z
    .array(
      z.object({
        offer: z
          .object({
            id: z.string(),
            title: z.string(),
            currencyToSell: z.string(),
            amountToSell: z.number(),
            priceCurrency: z.string(),
            priceAmount: z.number(),
            dailyLimit: z.number().nullable(),
          })
          .nullable(),
        boughtToday: z.number(),
      }),
    )
    .length(1),
});

export type ExchangeRead = z.infer<typeof ExchangeReadSchema>['rows'][number];

/** The offer `offerId` (null: none active) and the owner's purchases of it today. */
export async function readExchange(
  tx: Tx,
  owner: Locked<PlayerRow>,
  offerId: string,
): Promise<ExchangeRead> {
  // Both drivers answer { rows }; parsed rather than trusted.
  const answer = ExchangeReadSchema.parse(
    await readStatement(tx, { player: owner.id, offer: offerId }),
  );
  const [row] = answer.rows;
  if (!row) throw new Error('an exchange read answers one row');
  return row;
}

/** The balances with their ledger rows (money-parts.ts) and the purchase the limit counts. */
const writeStatement = builtOnce(
  'exchange_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    ${moneyParts('balances')},
    recorded as (
      insert into exchange_purchase (player_id, offer_id)
      select ${player}, effect -> 'purchase' ->> 'offerId' from given
      returning id
    )
    select ${moneyAnswer}, (select count(*) from recorded)::integer as "recorded"`,
);

const ExchangeWriteSchema = z.object({
  rows: z.array(MoneyAnswerSchema.extend({ recorded: z.number() })).length(1),
});

/** Writes `effect` for `owner`; their balances after. */
export async function writeExchange(
  tx: Tx,
  owner: Locked<PlayerRow>,
  effect: ExchangeEffect,
  options: { requestId: string },
): Promise<PaidBalances> {
  const balances = effect.balances.map((entry) => ({ ...entry, playerId: owner.id }));
  const given = { balances: moneyGiven(balances), purchase: effect.purchase };
  // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
  const answer = await writeStatement(tx, {
    player: owner.id,
    effect: JSON.stringify(given),
    requestId: options.requestId,
  });
  const [row] = ExchangeWriteSchema.parse(answer).rows;
  const paid = row?.paid[0];
  if (!row || !paid || !wroteMoney(row, balances) || row.recorded !== 1) {
    throw new Error(`the exchange purchase of ${owner.id} did not write its effect as given`);
  }
  return paid;
}
