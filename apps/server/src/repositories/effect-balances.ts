/**
 * The money part of a move's write (ADR 0118): the balance changes a game-rules effect
 * names, each with its ledger reason, written as three parts of the move's one
 * data-modifying statement. The player's balances change in one update, and each change
 * is booked in the ledger with the balance after it, as repositories/balances.ts
 * #changeBalance books one. The rules have checked the player can pay, under their lock;
 * the CHECK constraints (balances and the ledger's balance_after at or above zero) are the
 * database's own guard.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BalanceDelta } from '@alchemy/game-rules';

/** The effect's balance changes as the write's `given` carries them. */
export function givenBalances(balances: readonly BalanceDelta[]) {
  return balances.map(({ currency, delta, reason }) => ({ currency, delta, reason }));
}

/**
 * The parts `money` (the changes), `paid` (the player's balances after them; no row when
 * there are none) and `booked` (the ledger rows), to follow a `given` part whose `effect`
 * has them under 'balances'. Answer `(select count(*) from booked)` for the caller to
 * check against the effect.
 */
export function balancesParts(player: Placeholder, requestId: Placeholder): SQL {
  return sql`
    money as (
      select * from jsonb_to_recordset((select effect -> 'balances' from given))
        as m(currency text, delta integer, reason text)
    ),
    paid as (
      update player set
        credits = credits
          + coalesce((select sum(delta) from money where currency = 'credits'), 0)::integer,
        diamonds = diamonds
          + coalesce((select sum(delta) from money where currency = 'diamonds'), 0)::integer,
        magic_dust = magic_dust
          + coalesce((select sum(delta) from money where currency = 'magicDust'), 0)::integer
      where id = ${player} and exists (select 1 from money)
      returning credits, diamonds, magic_dust as "magicDust"
    ),
    booked as (
      insert into ledger (player_id, currency, delta, balance_after, reason, request_id)
      select ${player}, money.currency, money.delta,
        case money.currency
          when 'credits' then paid.credits
          when 'diamonds' then paid.diamonds
          else paid."magicDust"
        end,
        money.reason, ${requestId}
      from money cross join paid
      returning id
    )`;
}
