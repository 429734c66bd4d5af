/** SQL for invite links: the salt each link is made from, and the digest that finds it. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { inviteLink, player } from '../db/schema';
import type { PlayerRow } from './players';

export async function findInviteLink(db: Db | Tx, playerId: string) {
  const [row] = await db.select().from(inviteLink).where(eq(inviteLink.playerId, playerId));
  return row ?? null;
}

/** Stores the player's link unless one exists; returns the one stored. */
export async function insertInviteLinkOnce(
  tx: Tx,
  owner: Locked<PlayerRow>,
  link: { salt: string; digest: string },
) {
  await tx
    .insert(inviteLink)
    .values({ playerId: owner.id, ...link })
    .onConflictDoNothing({ target: inviteLink.playerId });
  const stored = await findInviteLink(tx, owner.id);
  if (!stored) throw new Error(`invite link of ${owner.id} vanished`);
  return stored;
}

/** The player a link's digest belongs to. */
export async function findPlayerByInviteDigest(db: Db | Tx, digest: string) {
  const [row] = await db
    .select({ player })
    .from(inviteLink)
    .innerJoin(player, eq(player.id, inviteLink.playerId))
    .where(eq(inviteLink.digest, digest))
    .limit(1);
  return row?.player ?? null;
}
