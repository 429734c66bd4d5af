/** Profiles: registering a player, the username, the avatar, and the leaderboards. */
import { randomBytes, randomInt } from 'node:crypto';
import {
  checkAvatarRegeneration,
  checkUsername,
  generatedPlayerName,
  LEADERBOARD_TOP,
  rankPlayers,
  STARTING_PROFILE,
} from '@alchemy/game-rules';
import type { Leaderboard, Profile, SignInProvider } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import { toProfile } from '../mappers/profile';
import { toLeaderboardEntry } from '../mappers/social';
import { bookStartingBalances, changeBalance } from '../repositories/balances';
import { friendsOf } from '../repositories/friends';
import { topPlayers, worldRank } from '../repositories/leaderboard';
import {
  findPlayerByAuthUser,
  insertPlayerOnce,
  setAvatarSeed,
  setPlayerName,
  setSignInProvider,
  type PlayerRow,
} from '../repositories/players';
import type { ServiceContext } from './context';
import { inTransaction } from './transaction';

/** A fresh avatar seed: unguessable, URL-safe, stable until the player regenerates it. */
function newAvatarSeed(): string {
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

/** POST /profile/username: the player's own name, checked by game-rules' checkUsername. */
export async function updateUsername(
  ctx: ServiceContext,
  current: PlayerRow,
  raw: string,
): Promise<Profile> {
  const name = orRefuse(checkUsername(raw));
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    return toProfile(await setPlayerName(tx, me, name), me.nowMs);
  });
}

/** POST /profile/avatar: a new avatar for 100 credits, booked on the ledger. */
export async function regenerateAvatar(ctx: ServiceContext, current: PlayerRow): Promise<Profile> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const cost = orRefuse(checkAvatarRegeneration(me));
    await changeBalance(tx, me, {
      currency: cost.currency,
      delta: -cost.amount,
      reason: 'avatar',
      requestId: ctx.requestId,
    });
    return toProfile(await setAvatarSeed(tx, me, newAvatarSeed()), me.nowMs);
  });
}

/**
 * GET /profile/leaderboard: the world's top 10, the player's own entry with its exact
 * rank, and the friends board (friends and the player, ranked among themselves).
 */
export async function leaderboard(ctx: ServiceContext, current: PlayerRow): Promise<Leaderboard> {
  const [top, rank, friends] = await Promise.all([
    topPlayers(ctx.db, LEADERBOARD_TOP),
    worldRank(ctx.db, current),
    friendsOf(ctx.db, current.id),
  ]);
  const circle = rankPlayers(
    [current, ...friends.map((entry) => entry.friend)].map((row) => ({
      ...row,
      createdAtMs: row.createdAt.getTime(),
    })),
  );
  return {
    top: top.map((row, index) => toLeaderboardEntry(row, index + 1, current.id)),
    me: toLeaderboardEntry(current, rank, current.id),
    friends: circle.map((row) => toLeaderboardEntry(row, row.rank, current.id)),
  };
}
