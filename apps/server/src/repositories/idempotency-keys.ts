/** SQL for idempotency keys: the first answer a key got, per player. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { idempotencyKey } from '../db/schema';
import type { PlayerRow } from './players';

/** The answer stored for the key (read under the player's lock), or null. */
export async function findIdempotentAnswer(tx: Tx, owner: Locked<PlayerRow>, key: string) {
  const [row] = await tx
    .select({ target: idempotencyKey.target, answer: idempotencyKey.answer })
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.playerId, owner.id), eq(idempotencyKey.key, key)))
    .limit(1);
  return row ?? null;
}

export async function saveIdempotentAnswer(
  tx: Tx,
  owner: Locked<PlayerRow>,
  entry: { key: string; target: string; answer: unknown },
): Promise<void> {
  await tx.insert(idempotencyKey).values({ playerId: owner.id, ...entry });
}
