/** SQL for players: reading, registering, and the columns that change in play. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { player } from '../db/schema';

export type PlayerRow = typeof player.$inferSelect;
export type NewPlayer = typeof player.$inferInsert;
type LockedPlayerRow = Locked<PlayerRow>;

export async function findPlayerByAuthUser(db: Db | Tx, authUserId: string) {
  const rows = await db.select().from(player).where(eq(player.authUserId, authUserId)).limit(1);
  return rows[0] ?? null;
}

/** A player by id, for their public card and its link preview. */
export async function findPlayerById(db: Db | Tx, id: string) {
  const rows = await db.select().from(player).where(eq(player.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Inserts the player unless this auth user has one: two racing first registrations are
 * settled by the unique auth_user_id, and the loser gets null.
 */
export async function insertPlayerOnce(tx: Tx, values: NewPlayer): Promise<PlayerRow | null> {
  const rows = await tx
    .insert(player)
    .values(values)
    .onConflictDoNothing({ target: player.authUserId })
    .returning();
  return rows[0] ?? null;
}

export async function setSignInProvider(
  tx: Tx,
  owner: LockedPlayerRow,
  signInProvider: string,
): Promise<PlayerRow> {
  const [row] = await tx
    .update(player)
    .set({ signInProvider })
    .where(eq(player.id, owner.id))
    .returning();
  if (!row) throw new Error(`player ${owner.id} vanished under its lock`);
  return row;
}

export async function setPlayerName(tx: Tx, owner: LockedPlayerRow, name: string) {
  const [row] = await tx.update(player).set({ name }).where(eq(player.id, owner.id)).returning();
  if (!row) throw new Error(`player ${owner.id} vanished under its lock`);
  return row;
}

export async function setAvatarSeed(tx: Tx, owner: LockedPlayerRow, avatarSeed: string) {
  const [row] = await tx
    .update(player)
    .set({ avatarSeed })
    .where(eq(player.id, owner.id))
    .returning();
  if (!row) throw new Error(`player ${owner.id} vanished under its lock`);
  return row;
}

/** The columns that play changes, other than balances (repositories/balances.ts). */
export type PlayerProgress = Partial<
  Pick<PlayerRow, 'level' | 'experience' | 'isLabOpen' | 'isArenaOpen' | 'initialItemsLimit'>
>;

export async function updatePlayer(
  tx: Tx,
  owner: LockedPlayerRow,
  values: PlayerProgress,
): Promise<PlayerRow> {
  const [row] = await tx.update(player).set(values).where(eq(player.id, owner.id)).returning();
  if (!row) throw new Error(`player ${owner.id} vanished under its lock`);
  return row;
}

/** The achievement whose title the player shows, or null. */
export async function setPlayerTitle(tx: Tx, owner: LockedPlayerRow, title: string | null) {
  const [row] = await tx.update(player).set({ title }).where(eq(player.id, owner.id)).returning();
  if (!row) throw new Error(`player ${owner.id} vanished under its lock`);
  return row;
}
