/**
 * The one way a balance changes: an update and a ledger row in the same transaction. The
 * service has already checked the player can pay (a game-rules move, under the player's
 * lock); the `>= 0` condition and the CHECK constraints are the database's own guard.
 */
import { sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@alchemy/game-rules';
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
  reason: string;
  requestId: string;
}

/** Applies the change and books it; returns the new balance. */
export async function changeBalance(
  tx: Tx,
  owner: Locked<PlayerRow>,
  change: BalanceChange,
): Promise<number> {
  const column = COLUMN[change.currency];
  const rows = await tx
    .update(player)
    .set({ [change.currency]: sql`${column} + ${change.delta}` })
    .where(sql`${player.id} = ${owner.id} and ${column} + ${change.delta} >= 0`)
    .returning({ balance: column });
  const balance = rows[0]?.balance;
  if (balance === undefined) {
    throw new Error(`${change.currency} of ${owner.id} would go below zero (${change.reason})`);
  }
  await tx.insert(ledger).values({
    playerId: owner.id,
    currency: change.currency,
    delta: change.delta,
    balanceAfter: balance,
    reason: change.reason,
    requestId: change.requestId,
  });
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
