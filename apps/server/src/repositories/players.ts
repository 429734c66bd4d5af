/** SQL for players and their balances; route handlers never hold SQL themselves. */
import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CURRENCIES,
  generatedPlayerName,
  secondsUntil,
  STARTING_PROFILE,
  type Currency,
} from '@alchemy/game-rules';
import { avatarPath, type Profile, type SignInProvider } from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import { ledger, player } from '../db/schema';

export type PlayerRow = typeof player.$inferSelect;

export async function findPlayerByAuthUser(db: Db | Tx, authUserId: string) {
  const rows = await db.select().from(player).where(eq(player.authUserId, authUserId)).limit(1);
  return rows[0] ?? null;
}

export async function findPlayerById(db: Db | Tx, id: string) {
  const rows = await db.select().from(player).where(eq(player.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the player's row for the rest of the transaction, serialising that player's
 * money-and-items operations. FOR NO KEY UPDATE, not FOR UPDATE: a foreign key to player
 * (a duel naming its opponent) takes FOR KEY SHARE on the referenced row, which FOR UPDATE
 * blocks; two players making duels against each other then deadlocked (seen in the bench).
 */
export async function lockPlayer(tx: Tx, id: string): Promise<PlayerRow | null> {
  const rows = await tx.select().from(player).where(eq(player.id, id)).for('no key update');
  return rows[0] ?? null;
}

/** A fresh avatar seed: unguessable, URL-safe, stable until the player regenerates it. */
export function newAvatarSeed(): string {
  return randomBytes(12).toString('base64url');
}

export interface RegisterResult {
  player: PlayerRow;
  created: boolean;
}

/**
 * Creates the player on first call and returns the existing one afterwards (game-rules.md
 * section 1). Two racing first calls are settled by the unique auth_user_id: one inserts,
 * the other reads what it inserted. Starting balances are written to the ledger.
 */
export async function registerPlayer(
  db: Db,
  authUserId: string,
  signInProvider: SignInProvider,
  requestId: string,
): Promise<RegisterResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(player)
      .values({
        authUserId,
        signInProvider,
        name: generatedPlayerName(() => randomInt(0, 2 ** 32) / 2 ** 32),
        avatarSeed: newAvatarSeed(),
        ...STARTING_PROFILE,
      })
      .onConflictDoNothing({ target: player.authUserId })
      .returning();
    const created = inserted[0];
    if (created) {
      await tx.insert(ledger).values(
        CURRENCIES.map((currency: Currency) => ({
          playerId: created.id,
          currency,
          delta: created[currency],
          balanceAfter: created[currency],
          reason: 'starting-balance',
          requestId,
        })),
      );
      return { player: created, created: true };
    }
    const existing = await findPlayerByAuthUser(tx, authUserId);
    if (!existing) throw new Error('player vanished during registration');
    if (existing.signInProvider !== signInProvider) {
      // Linking a guest to Google keeps the same player; only the provider changes.
      const [updated] = await tx
        .update(player)
        .set({ signInProvider })
        .where(eq(player.id, existing.id))
        .returning();
      return { player: updated ?? existing, created: false };
    }
    return { player: existing, created: false };
  });
}

/** The player as the API shows it (spec section 3 "Profile"). */
export function toProfile(row: PlayerRow, nowMs: number): Profile {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    experience: row.experience,
    credits: row.credits,
    diamonds: row.diamonds,
    magicDust: row.magicDust,
    avatarUrl: avatarPath(row.avatarSeed),
    signInProvider: row.signInProvider === 'google' ? 'google' : 'anonymous',
    isLabOpen: row.isLabOpen,
    isArenaOpen: row.isArenaOpen,
    initialItemsLimit: row.initialItemsLimit,
    duelIntervalSeconds: secondsUntil(row.nextDuelAt?.getTime() ?? null, nowMs),
  };
}
