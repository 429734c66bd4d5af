/**
 * The one way a balance changes: an update and a ledger row in the same transaction. The
 * service has already checked the player can pay (a game-rules move, under the player's
 * lock); the `>= 0` condition and the CHECK constraints are the database's own guard.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCIES, type Currency, type LedgerReason } from '@alchemy/game-rules';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { ledger, player } from '../db/schema';
import type { PlayerRow } from './players';

const COLUMN = {
  credits: player.credits,
  diamonds: player.diamonds,
  magicDust: player.magicDust,
} as const;

export interface BalanceChange {
  currency: Currency;
  delta: number;
  /** Why, for audits: 'buy:steam x1', 'purge-card:<id>'... */
  reason: LedgerReason;
  requestId: string;
}

const BalanceAnswerSchema = z.object({ rows: z.array(z.object({ balance: z.number() })) });

/**
 * Applies the change and books it, in one statement (the update's RETURNING feeds the
 * ledger insert: one round trip instead of two); returns the new balance. No row comes
 * back when the balance would go below zero: then nothing was written either.
 */
export async function changeBalance(
  tx: Tx,
  owner: Locked<PlayerRow>,
  change: BalanceChange,
): Promise<number> {
  const column = COLUMN[change.currency];
  const result: unknown = await tx.execute(sql`
    with updated as (
      update ${player} set ${sql.identifier(column.name)} = ${column} + ${change.delta}
      where ${player.id} = ${owner.id} and ${column} + ${change.delta} >= 0
      returning ${player.id} as player_id, ${column} as balance
    )
    insert into ${ledger} (player_id, currency, delta, balance_after, reason, request_id)
    select player_id, ${change.currency}, ${change.delta}::integer, balance, ${change.reason},
      ${change.requestId}
    from updated
    returning balance_after as balance`);
  // Both drivers answer { rows }; parsed rather than trusted.
  const balance = BalanceAnswerSchema.parse(result).rows[0]?.balance;
  if (balance === undefined) {
    throw new Error(`${change.currency} of ${owner.id} would go below zero (${change.reason})`);
  }
  return balance;
}

/** The ledger rows of a new player's starting balances, so the ledger sums from day one. */
export async function bookStartingBalances(tx: Tx, created: PlayerRow, requestId: string) {
  await tx.insert(ledger).values(
    CURRENCIES.map((currency) => ({
      playerId: created.id,
      currency,
      delta: created[currency],
      balanceAfter: created[currency],
      reason: 'starting-balance',
      requestId,
    })),
  );
}
