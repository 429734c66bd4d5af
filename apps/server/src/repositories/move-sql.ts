/**
 * Pieces of SQL the moves' writes share (repositories/*-move.ts, docs/adr/0118): each write
 * is one data-modifying statement over its effect, passed as one jsonb parameter and named
 * `given` by the statement's first CTE.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** The rows of a JSON array of the effect, as a relation (jsonb_to_recordset). */
export const rowsOf = (key: string, columns: string): SQL =>
  sql.raw(`jsonb_to_recordset((select effect -> '${key}' from given)) as ${columns}`);

/**
 * `money`: the effect's balance changes (`balances`: currency, delta, reason), in the
 * effect's order, which is the order their ledger rows are booked in.
 */
export const moneyOfEffect = sql`money as (
      select entry ->> 'currency' as currency, (entry ->> 'delta')::integer as delta,
        entry ->> 'reason' as reason, at
      from given, jsonb_array_elements(effect -> 'balances') with ordinality as e(entry, at)
    )`;

/** The player's balance columns, each moved by the sum of `money`'s changes of its currency. */
export const balancesMoved = sql`
        credits = credits
          + coalesce((select sum(delta) from money where currency = 'credits'), 0)::integer,
        diamonds = diamonds
          + coalesce((select sum(delta) from money where currency = 'diamonds'), 0)::integer,
        magic_dust = magic_dust
          + coalesce((select sum(delta) from money where currency = 'magicDust'), 0)::integer`;

/**
 * `booked`: one ledger row per change of `money`, its balance after taken from `paid` (the
 * player's update, answering credits, diamonds and "magicDust"). An effect has at most one
 * change per currency, so the balance after each row is the player's final balance.
 */
export function bookedLedger(player: Placeholder, requestId: Placeholder): SQL {
  return sql`booked as (
      insert into ledger (player_id, currency, delta, balance_after, reason, request_id)
      select ${player}, money.currency, money.delta,
        case money.currency
          when 'credits' then paid.credits
          when 'diamonds' then paid.diamonds
          else paid."magicDust"
        end,
        money.reason, ${requestId}
      from money cross join paid
      order by money.at
      returning id
    )`;
}
