/**
 * The one way a balance changes: a conditional update that can never go below zero, and a
 * ledger row in the same transaction. Callers pass their transaction.
 */
import { sql } from 'drizzle-orm';
import type { Currency } from '@alchemy/game-rules';
import type { Tx } from '../db/database';
import { ledger, player } from '../db/schema';
import { AppError } from '../lib/app-error';

const COLUMN = {
  credits: player.credits,
  diamonds: player.diamonds,
  magicDust: player.magicDust,
} as const;

const NOT_ENOUGH: Record<Currency, AppError> = {
  credits: new AppError(400, 'NOT_ENOUGH_CREDITS', 'Not enough credits.'),
  diamonds: new AppError(400, 'NOT_ENOUGH_DIAMONDS', 'Not enough diamonds.'),
  magicDust: new AppError(400, 'BAD_REQUEST', 'Not enough magic dust.'),
};

export async function changeBalance(
  tx: Tx,
  change: {
    playerId: string;
    currency: Currency;
    delta: number;
    reason: string;
    requestId: string;
    notEnough?: AppError;
  },
): Promise<number> {
  const column = COLUMN[change.currency];
  const rows = await tx
    .update(player)
    .set({ [change.currency]: sql`${column} + ${change.delta}` })
    .where(sql`${player.id} = ${change.playerId} and ${column} + ${change.delta} >= 0`)
    .returning({ balance: column });
  const balance = rows[0]?.balance;
  if (balance === undefined) throw change.notEnough ?? NOT_ENOUGH[change.currency];
  await tx.insert(ledger).values({
    playerId: change.playerId,
    currency: change.currency,
    delta: change.delta,
    balanceAfter: balance,
    reason: change.reason,
    requestId: change.requestId,
  });
  return balance;
}
