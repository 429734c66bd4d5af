/** Profiles: registering a signed-in user as a player. */
import { randomBytes, randomInt } from 'node:crypto';
import { generatedPlayerName, STARTING_PROFILE } from '@alchemy/game-rules';
import type { SignInProvider } from '@alchemy/contracts';
import { bookStartingBalances } from '../repositories/balances';
import {
  findPlayerByAuthUser,
  insertPlayerOnce,
  setSignInProvider,
  type PlayerRow,
} from '../repositories/players';
import type { ServiceContext } from './context';
import { inTransaction } from './transaction';

/** A fresh avatar seed: unguessable, URL-safe, stable until the player regenerates it. */
export function newAvatarSeed(): string {
  return randomBytes(12).toString('base64url');
}

export interface RegisterResult {
  player: PlayerRow;
  created: boolean;
}

/**
 * Creates the player on first call and returns the existing one afterwards
 * (docs/RULES.md, "Accounts and profile"). Two racing first calls make one player: one
 * inserts, the other reads what it inserted. Starting balances are ledger rows.
 */
export async function registerPlayer(
  ctx: ServiceContext,
  authUserId: string,
  signInProvider: SignInProvider,
): Promise<RegisterResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const created = await insertPlayerOnce(tx, {
      authUserId,
      signInProvider,
      name: generatedPlayerName(() => randomInt(0, 2 ** 32) / 2 ** 32),
      avatarSeed: newAvatarSeed(),
      ...STARTING_PROFILE,
    });
    if (created) {
      await bookStartingBalances(tx, created, ctx.requestId);
      return { player: created, created: true };
    }
    const existing = await findPlayerByAuthUser(tx, authUserId);
    if (!existing) throw new Error('player vanished during registration');
    if (existing.signInProvider === signInProvider) return { player: existing, created: false };
    // Linking a guest to Google keeps the same player; only the provider changes.
    const me = await locks.player(existing.id);
    return { player: await setSignInProvider(tx, me, signInProvider), created: false };
  });
}
