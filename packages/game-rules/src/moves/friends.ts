/**
 * Friends and invitations (docs/RULES.md, "Friends and invitations"): inviting a player,
 * accepting an invite link, answering an invitation. They give no currency, so guest
 * accounts cannot farm them.
 */
import { err, ok, type Result } from '../result';

/** A sender may have at most this many invitations waiting for an answer. */
export const MAX_PENDING_INVITATIONS = 50;

/** An invite link's hash: 128 random bits, 22 url-safe characters. */
export const INVITE_HASH_BYTES = 16;
export const INVITE_HASH_LENGTH = 22;

export type InviteError =
  | { code: 'INVITE_SELF' }
  | { code: 'PLAYER_NOT_FOUND' }
  | { code: 'ALREADY_FRIENDS' }
  | { code: 'INVITATION_PENDING' }
  | { code: 'TOO_MANY_INVITATIONS'; max: number };

export type AcceptLinkError =
  { code: 'INVITATION_NOT_FOUND' } | { code: 'OWN_INVITATION' } | { code: 'ALREADY_FRIENDS' };

export type AnswerError = { code: 'INVITATION_NOT_FOUND' } | { code: 'INVITATION_ANSWERED' };

export type InvitationStatus = 'pending' | 'accepted' | 'declined';

/**
 * Inviting `toId`: not oneself, a player that exists, not a friend already, no invitation
 * already waiting between the two (either way), and fewer than 50 of the sender's waiting.
 */
export function checkInvite<T>(input: {
  fromId: string;
  toId: string;
  /** The invited player; absent when there is no such player. */
  target: T | null | undefined;
  areFriends: boolean;
  pendingBetween: boolean;
  pendingFromSender: number;
}): Result<T, InviteError> {
  if (input.fromId === input.toId) return err({ code: 'INVITE_SELF' });
  if (input.target === null || input.target === undefined) {
    return err({ code: 'PLAYER_NOT_FOUND' });
  }
  if (input.areFriends) return err({ code: 'ALREADY_FRIENDS' });
  if (input.pendingBetween) return err({ code: 'INVITATION_PENDING' });
  if (input.pendingFromSender >= MAX_PENDING_INVITATIONS) {
    return err({ code: 'TOO_MANY_INVITATIONS', max: MAX_PENDING_INVITATIONS });
  }
  return ok(input.target);
}

/**
 * Accepting an invite link: it names a player (an unknown link is not found), not oneself,
 * and not a friend already.
 */
export function checkAcceptLink<T extends { id: string }>(input: {
  playerId: string;
  inviter: T | null | undefined;
  areFriends: boolean;
}): Result<T, AcceptLinkError> {
  const { inviter } = input;
  if (!inviter) return err({ code: 'INVITATION_NOT_FOUND' });
  if (inviter.id === input.playerId) return err({ code: 'OWN_INVITATION' });
  if (input.areFriends) return err({ code: 'ALREADY_FRIENDS' });
  return ok(inviter);
}

/**
 * Answering an invitation sent to the player: anyone else's is not found. A pending one
 * may be accepted or declined. Giving the same answer again (a retry, or the two became
 * friends meanwhile) changes nothing and is no error; the other answer is refused.
 */
export function checkAnswer<T extends { toId: string; status: InvitationStatus }>(input: {
  playerId: string;
  invitation: T | null | undefined;
  answer: 'accept' | 'decline';
}): Result<{ invitation: T; changes: boolean }, AnswerError> {
  const { invitation } = input;
  if (!invitation || invitation.toId !== input.playerId) {
    return err({ code: 'INVITATION_NOT_FOUND' });
  }
  if (invitation.status === 'pending') return ok({ invitation, changes: true });
  const same = input.answer === 'accept' ? 'accepted' : 'declined';
  if (invitation.status === same) return ok({ invitation, changes: false });
  return err({ code: 'INVITATION_ANSWERED' });
}
