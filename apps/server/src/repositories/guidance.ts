/** SQL for the first-time guidance a player has seen (player.guidance_seen). */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { player } from '../db/schema';
import type { PlayerRow } from './players';

/** Adds one key to the player's seen guidance; a key already there is left as it is. */
export async function addGuidanceSeen(
  tx: Tx,
  owner: Locked<PlayerRow>,
  key: string,
): Promise<PlayerRow> {
  const [row] = await tx
    .update(player)
    .set({
      guidanceSeen: sql`case when ${key}::text = any(${player.guidanceSeen}) then ${player.guidanceSeen} else array_append(${player.guidanceSeen}, ${key}::text) end`,
    })
    .where(eq(player.id, owner.id))
    .returning();
  if (!row) throw new Error(`player ${owner.id} vanished under its lock`);
  return row;
}
