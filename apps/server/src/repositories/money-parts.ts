/**
 * The balance changes of a move, as parts of the move's one data-modifying statement
 * (ADR 0118): each player's balances change in one update, and each change is booked on
 * the ledger with its reason, in the order the effect lists them. A move that pays several
 * players (a purchase: buyer and seller) or one player twice in a currency (the seller's
 * sale and fee) still writes each player's row once, since one statement may not update a
 * row twice; each ledger row's balance_after is then the balance after it and the changes
 * before it, as when each was its own statement (repositories/balances.ts#changeBalance).
 *
 * A move whose player update carries more than money (the craft opens the lab, the duel
 * start moves experience and the cooldown) composes move-sql.ts's `balancesMoved` and
 * `bookedLedger` into its own update instead: one row is updated once per statement.
 *
 * It decides nothing: the move's rules already checked the payers can pay, under their
 * locks, and the CHECK constraints (no balance, no balance_after below zero) are the
 * database's own guard.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PlayerBalanceDelta as PlayerDelta } from '@alchemy/game-rules';

/** The changes as they travel in the effect's jsonb parameter: numbered, so booked in order. */
export function moneyGiven(deltas: readonly PlayerDelta[]) {
  return deltas.map((entry, ord) => ({
    ord,
    player_id: entry.playerId,
    currency: entry.currency,
    delta: entry.delta,
    reason: entry.reason,
  }));
}

/**
 * The parts `money`, `totals`, `paid` and `booked`, for a statement whose `given` part holds
 * the effect with `moneyGiven`'s rows under `key`. `paid` answers each changed player's
 * balances after, `booked` the ledger rows' ids.
 */
export function moneyParts(key: string): SQL {
  return sql`
    money as (
      select * from ${sql.raw(`jsonb_to_recordset((select effect -> '${key}' from given))`)}
        as m(ord integer, player_id uuid, currency text, delta integer, reason text)
    ),
    totals as (
      select player_id,
        coalesce(sum(delta) filter (where currency = 'credits'), 0)::integer as credits,
        coalesce(sum(delta) filter (where currency = 'diamonds'), 0)::integer as diamonds,
        coalesce(sum(delta) filter (where currency = 'magicDust'), 0)::integer as magic_dust
      from money group by player_id
    ),
    paid as (
      update player set
        credits = player.credits + totals.credits,
        diamonds = player.diamonds + totals.diamonds,
        magic_dust = player.magic_dust + totals.magic_dust
      from totals
      where player.id = totals.player_id
      returning player.id, player.credits, player.diamonds, player.magic_dust as "magicDust"
    ),
    booked as (
      insert into ledger (player_id, currency, delta, balance_after, reason, request_id)
      select money.player_id, money.currency, money.delta,
        case money.currency
          when 'credits' then paid.credits
          when 'diamonds' then paid.diamonds
          else paid."magicDust"
        end - coalesce(sum(money.delta) over (
          partition by money.player_id, money.currency order by money.ord
          rows between 1 following and unbounded following), 0)::integer,
        money.reason, ${sql.placeholder('requestId')}
      from money join paid on paid.id = money.player_id
      order by money.ord
      returning id
    )`;
}

/** The answer's columns of the parts: the balances after, and how many rows were booked. */
export const moneyAnswer = sql`
  (select coalesce(json_agg(row_to_json(paid)), '[]'::json) from paid) as "paid",
  (select count(*) from booked)::integer as "booked"`;

export const MoneyAnswerSchema = z.object({
  paid: z.array(
    z.object({ id: z.string(), credits: z.number(), diamonds: z.number(), magicDust: z.number() }),
  ),
  booked: z.number(),
});

export type PaidBalances = z.infer<typeof MoneyAnswerSchema>['paid'][number];

/** Whether the parts wrote the changes as given: every player paid once, every change booked. */
export function wroteMoney(
  answer: z.infer<typeof MoneyAnswerSchema>,
  deltas: readonly PlayerDelta[],
): boolean {
  const players = new Set(deltas.map((entry) => entry.playerId));
  return (
    answer.booked === deltas.length &&
    answer.paid.length === players.size &&
    answer.paid.every((row) => players.has(row.id))
  );
}
