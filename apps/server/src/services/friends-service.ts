/**
 * Friends and invitations. Every change between two players locks both (players first, by
 * id), then the invitation (docs/ARCHITECTURE.md, "Lock order"): two players accepting
 * each other's invitations at once become friends once, and nothing deadlocks.
 * Invitations and friendships give no currency, so guest accounts cannot farm them.
 */
import {
  checkAcceptLink,
  checkAnswer,
  checkInvite,
  INVITE_HASH_LENGTH,
  type InvitationStatus,
} from '@alchemy/game-rules';
import type {
  Friend,
  Invitation,
  InvitationAnswer,
  InvitationPreview,
  InviteLink,
  PendingInvitation,
  SentInvitation,
} from '@alchemy/contracts';
import { avatarPath } from '@alchemy/contracts';
import type { Tx } from '../db/database';
import { inviteDigest, inviteHash, newInviteSalt, type InviteKey } from '../lib/invite-links';
import { orRefuse, ruleFailure } from '../lib/rule-error-http';
import { storedEnum } from '../lib/stored-data';
import { toFriend, toPendingInvitation } from '../mappers/social';
import {
  acceptPendingBetween,
  areFriends,
  declineInvitation,
  findInvitation,
  friendsOf,
  insertFriendshipOnce,
  insertInvitation,
  pendingBetween,
  pendingSentCount,
  pendingTo,
} from '../repositories/friends';
import {
  findInviteLink,
  findPlayerByInviteDigest,
  insertInviteLinkOnce,
} from '../repositories/invite-links';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { inTransaction, type LockedPlayer, type Locks } from './transaction';

const isInvitationStatus = (value: string): value is InvitationStatus =>
  value === 'pending' || value === 'accepted' || value === 'declined';

/** GET /friends: the player's friends, highest level first. */
export async function friends(ctx: ServiceContext, playerId: string): Promise<Friend[]> {
  return (await friendsOf(ctx.db, playerId)).map(toFriend);
}

/** POST /friends/invite-link: the player's link, made on first ask, the same ever after. */
export async function inviteLink(
  ctx: ServiceContext,
  key: InviteKey,
  current: PlayerRow,
): Promise<InviteLink> {
  const stored = await findInviteLink(ctx.db, current.id);
  if (stored) return { inviteHash: inviteHash(key, current.id, stored.salt) };
  const salt = newInviteSalt();
  const made = await inTransaction(ctx, async (tx, locks) =>
    insertInviteLinkOnce(tx, await locks.player(current.id), {
      salt,
      digest: inviteDigest(inviteHash(key, current.id, salt)),
    }),
  );
  // Two first asks at once store one salt: both answer the link made from it.
  return { inviteHash: inviteHash(key, current.id, made.salt) };
}

/** The player an invite link names, or null for a link that names nobody. */
async function inviterOf(ctx: ServiceContext, hash: string): Promise<PlayerRow | null> {
  if (hash.length !== INVITE_HASH_LENGTH) return null;
  return findPlayerByInviteDigest(ctx.db, inviteDigest(hash));
}

/** The inviter as anyone holding the link may see them: a name and a picture. */
function inviterView(inviter: PlayerRow): Invitation['fromUser'] {
  return { name: inviter.name, avatarUrl: avatarPath(inviter.avatarSeed) };
}

/**
 * GET /friends/invitations/hash/{hash}: who invites, and whether the link is the player's
 * own or a friend's, so the screen says so before anything is answered.
 */
export async function invitationByHash(
  ctx: ServiceContext,
  hash: string,
  viewer: PlayerRow,
): Promise<Invitation> {
  const inviter = await inviterOf(ctx, hash);
  if (!inviter) throw ruleFailure({ code: 'INVITATION_NOT_FOUND' });
  const relation =
    inviter.id === viewer.id
      ? 'own'
      : (await areFriends(ctx.db, viewer.id, inviter.id))
        ? 'friend'
        : 'invited';
  return { fromUser: inviterView(inviter), relation };
}

/**
 * GET /friends/invitations/hash/{hash}/preview, without a session: the inviter's name and
 * picture for the login screen. An unknown hash is the same 404 as signed in; a hash is
 * 128 random bits and the route is rate-limited, so guessing finds nothing.
 */
export async function invitationPreview(
  ctx: ServiceContext,
  hash: string,
): Promise<InvitationPreview> {
  const inviter = await inviterOf(ctx, hash);
  if (!inviter) throw ruleFailure({ code: 'INVITATION_NOT_FOUND' });
  return { fromUser: inviterView(inviter) };
}

/** Makes the two locked players friends and answers every invitation between them. */
/**
 * Makes the two friends (once) and accepts what was pending between them; `them` is told,
 * on their open app, only when a friendship is new (a second accept changes nothing).
 */
async function befriend(
  tx: Tx,
  locks: Locks,
  me: LockedPlayer,
  them: LockedPlayer,
): Promise<Friend> {
  const isNew = await insertFriendshipOnce(tx, me, them);
  await acceptPendingBetween(tx, me, them);
  if (isNew) locks.tell(them.id, { kind: 'invitation-accepted', friendName: me.name });
  return toFriend({ friend: them, since: new Date(me.nowMs) });
}

/** Both players of a pair, locked together in the one order. */
async function lockPair(locks: Locks, meId: string, themId: string) {
  const both = await locks.players([meId, themId]);
  const me = both.get(meId);
  const them = both.get(themId);
  return { me, them };
}

/** POST /friends/invitations/hash/{hash}/accept: the inviter and the player become friends. */
export async function acceptByHash(
  ctx: ServiceContext,
  current: PlayerRow,
  hash: string,
): Promise<InvitationAnswer> {
  const inviter = await inviterOf(ctx, hash);
  if (!inviter) throw ruleFailure({ code: 'INVITATION_NOT_FOUND' });
  return inTransaction(ctx, async (tx, locks) => {
    const { me, them } = await lockPair(locks, current.id, inviter.id);
    if (!me) throw ruleFailure({ code: 'PLAYER_NOT_FOUND' });
    const friend = orRefuse(
      checkAcceptLink({
        playerId: me.id,
        inviter: them,
        areFriends: them ? await areFriends(tx, me.id, them.id) : false,
      }),
    );
    return { status: 'accepted', friend: await befriend(tx, locks, me, friend) };
  });
}

/** POST /friends/invitations/hash/{hash}/decline: nothing changes, but the link must exist. */
export async function declineByHash(ctx: ServiceContext, hash: string): Promise<InvitationAnswer> {
  if (!(await inviterOf(ctx, hash))) throw ruleFailure({ code: 'INVITATION_NOT_FOUND' });
  return { status: 'declined' };
}

/** POST /friends/invite: an invitation to a player, e.g. from a World leaderboard row. */
export async function invite(
  ctx: ServiceContext,
  current: PlayerRow,
  friendId: string,
): Promise<SentInvitation> {
  return inTransaction(ctx, async (tx, locks) => {
    const { me, them } = await lockPair(locks, current.id, friendId);
    if (!me) throw ruleFailure({ code: 'PLAYER_NOT_FOUND' });
    const to = orRefuse(
      checkInvite({
        fromId: me.id,
        toId: friendId,
        target: them,
        areFriends: them !== undefined && (await areFriends(tx, me.id, friendId)),
        pendingBetween: them !== undefined && (await pendingBetween(tx, me.id, friendId)),
        pendingFromSender: await pendingSentCount(tx, me.id),
      }),
    );
    const sent = await insertInvitation(tx, me, to);
    locks.tell(to.id, { kind: 'friend-request', fromName: me.name });
    return { id: sent.id, toUser: { id: to.id, name: to.name } };
  });
}

/** GET /friends/invitations/pending: invitations sent to the player, waiting. */
export async function pending(ctx: ServiceContext, playerId: string): Promise<PendingInvitation[]> {
  return (await pendingTo(ctx.db, playerId)).map(toPendingInvitation);
}

/** POST /friends/invitations/{id}/accept and /decline. */
export async function answer(
  ctx: ServiceContext,
  current: PlayerRow,
  invitationId: string,
  choice: 'accept' | 'decline',
): Promise<InvitationAnswer> {
  // Who sent it never changes: read first, then lock both players and the invitation.
  const peek = await findInvitation(ctx.db, invitationId);
  return inTransaction(ctx, async (tx, locks) => {
    const { me, them } = peek
      ? await lockPair(locks, current.id, peek.fromId)
      : { me: await locks.player(current.id), them: undefined };
    if (!me) throw ruleFailure({ code: 'PLAYER_NOT_FOUND' });
    const [row] = peek ? await locks.invitations([peek.id]) : [];
    const { invitation } = orRefuse(
      checkAnswer({
        playerId: me.id,
        invitation: row && {
          ...row,
          status: storedEnum(row.status, isInvitationStatus, `status of invitation ${row.id}`),
        },
        answer: choice,
      }),
    );
    if (choice === 'decline') {
      await declineInvitation(tx, invitation);
      return { status: 'declined' };
    }
    if (!them) throw new Error(`the sender of invitation ${invitation.id} is not locked`);
    // Already accepted (the two became friends meanwhile): befriending again changes nothing.
    return { status: 'accepted', friend: await befriend(tx, locks, me, them) };
  });
}
