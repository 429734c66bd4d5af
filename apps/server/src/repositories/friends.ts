/** SQL for friendships and invitations. */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { friendship, invitation, player } from '../db/schema';
import type { PlayerRow } from './players';

export type InvitationRow = typeof invitation.$inferSelect;

/** A friendship is stored once, as (smaller id, larger id). */
function pair(one: string, two: string): [string, string] {
  return one < two ? [one, two] : [two, one];
}

export async function areFriends(db: Db | Tx, one: string, two: string): Promise<boolean> {
  const [a, b] = pair(one, two);
  const rows = await db
    .select({ a: friendship.playerA })
    .from(friendship)
    .where(and(eq(friendship.playerA, a), eq(friendship.playerB, b)))
    .limit(1);
  return rows.length > 0;
}

/** Makes the two (both locked) friends, once; true when the friendship is new. */
export async function insertFriendshipOnce(
  tx: Tx,
  one: Locked<PlayerRow>,
  two: Locked<PlayerRow>,
): Promise<boolean> {
  const [a, b] = pair(one.id, two.id);
  const rows = await tx
    .insert(friendship)
    .values({ playerA: a, playerB: b })
    .onConflictDoNothing()
    .returning({ a: friendship.playerA });
  return rows.length > 0;
}

/** The player's friends, with when the friendship began. */
export async function friendsOf(db: Db | Tx, playerId: string) {
  const friendId = sql<string>`case when ${friendship.playerA} = ${playerId} then ${friendship.playerB} else ${friendship.playerA} end`;
  return db
    .select({ friend: player, since: friendship.createdAt })
    .from(friendship)
    .innerJoin(player, eq(player.id, friendId))
    .where(or(eq(friendship.playerA, playerId), eq(friendship.playerB, playerId)))
    .orderBy(desc(player.level), desc(player.experience), asc(player.createdAt), asc(player.id));
}

export async function findInvitation(db: Db | Tx, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitation).where(eq(invitation.id, id)).limit(1);
  return row ?? null;
}

/** Whether an invitation waits between the two, sent either way. */
export async function pendingBetween(db: Db | Tx, one: string, two: string): Promise<boolean> {
  const rows = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.status, 'pending'),
        or(
          and(eq(invitation.fromId, one), eq(invitation.toId, two)),
          and(eq(invitation.fromId, two), eq(invitation.toId, one)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function pendingSentCount(db: Db | Tx, fromId: string): Promise<number> {
  return db.$count(
    invitation,
    and(eq(invitation.fromId, fromId), eq(invitation.status, 'pending')),
  );
}

export async function insertInvitation(
  tx: Tx,
  from: Locked<PlayerRow>,
  to: Locked<PlayerRow>,
): Promise<InvitationRow> {
  const [row] = await tx.insert(invitation).values({ fromId: from.id, toId: to.id }).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Invitations sent to the player and waiting, oldest first, with their senders. */
export async function pendingTo(db: Db | Tx, toId: string) {
  return db
    .select({ invitation, from: player })
    .from(invitation)
    .innerJoin(player, eq(player.id, invitation.fromId))
    .where(and(eq(invitation.toId, toId), eq(invitation.status, 'pending')))
    .orderBy(asc(invitation.createdAt));
}

export async function declineInvitation(tx: Tx, row: Pick<InvitationRow, 'id'>): Promise<void> {
  await tx
    .update(invitation)
    .set({ status: 'declined', answeredAt: sql`now()` })
    .where(eq(invitation.id, row.id));
}

/** Once two players are friends, every invitation waiting between them is answered. */
export async function acceptPendingBetween(
  tx: Tx,
  one: Locked<PlayerRow>,
  two: Locked<PlayerRow>,
): Promise<void> {
  await tx
    .update(invitation)
    .set({ status: 'accepted', answeredAt: sql`now()` })
    .where(
      and(
        eq(invitation.status, 'pending'),
        inArray(invitation.fromId, [one.id, two.id]),
        inArray(invitation.toId, [one.id, two.id]),
      ),
    );
}
