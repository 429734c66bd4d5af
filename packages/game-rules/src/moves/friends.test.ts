import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkAcceptLink,
  checkAnswer,
  checkInvite,
  INVITE_HASH_BYTES,
  INVITE_HASH_LENGTH,
  MAX_PENDING_INVITATIONS,
  type InvitationStatus,
} from './friends';

const notFound = { ok: false, error: { code: 'INVITATION_NOT_FOUND' } };
const answered = { ok: false, error: { code: 'INVITATION_ANSWERED' } };

interface InviteInput {
  fromId: string;
  toId: string;
  target: { id: string } | undefined;
  areFriends: boolean;
  pendingBetween: boolean;
  pendingFromSender: number;
}

const invite = (more: Partial<InviteInput> = {}) =>
  checkInvite({
    fromId: 'me',
    toId: 'friend',
    target: { id: 'target' },
    areFriends: false,
    pendingBetween: false,
    pendingFromSender: 0,
    ...more,
  });

const invitation = (status: InvitationStatus, toId = 'me') => ({
  id: 'invitation-1',
  fromId: 'friend',
  toId,
  status,
});

describe('friends numbers (docs/RULES.md, "Friends and invitations")', () => {
  it('lets a sender have at most 50 invitations waiting', () => {
    expect(MAX_PENDING_INVITATIONS).toBe(50);
  });

  // At least 128 bits, written in url-safe base64 without padding.
  it('makes an invite hash of 128 random bits, 22 url-safe characters', () => {
    expect(INVITE_HASH_BYTES * 8).toBe(128);
    expect(INVITE_HASH_LENGTH).toBe(22);
    const hash = Buffer.alloc(INVITE_HASH_BYTES, 0xff).toString('base64url');
    expect(hash).toHaveLength(INVITE_HASH_LENGTH);
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('checkInvite (docs/RULES.md, "Friends and invitations")', () => {
  it.each([0, 1, 49])('invites a player with %i invitations of the sender waiting', (pending) => {
    expect(invite({ pendingFromSender: pending })).toEqual({ ok: true, value: { id: 'target' } });
  });

  it.each<{ title: string; more: Partial<InviteInput>; error: unknown }>([
    {
      title: 'inviting oneself is INVITE_SELF',
      more: { toId: 'me' },
      error: { code: 'INVITE_SELF' },
    },
    {
      title: 'a player that does not exist is PLAYER_NOT_FOUND',
      more: { target: undefined },
      error: { code: 'PLAYER_NOT_FOUND' },
    },
    {
      title: 'a friend already is ALREADY_FRIENDS',
      more: { areFriends: true },
      error: { code: 'ALREADY_FRIENDS' },
    },
    {
      title: 'an invitation already waiting between the two is INVITATION_PENDING',
      more: { pendingBetween: true },
      error: { code: 'INVITATION_PENDING' },
    },
    {
      title: 'a sender with 50 invitations waiting is TOO_MANY_INVITATIONS, with the limit',
      more: { pendingFromSender: 50 },
      error: { code: 'TOO_MANY_INVITATIONS', max: 50 },
    },
    {
      title: 'a sender with more than 50 waiting is TOO_MANY_INVITATIONS too',
      more: { pendingFromSender: 51 },
      error: { code: 'TOO_MANY_INVITATIONS', max: 50 },
    },
    // The order of the checks: oneself, the player, the friendship, the pair's invitation,
    // then the sender's count.
    {
      title: 'inviting oneself is reported before everything else',
      more: {
        toId: 'me',
        target: undefined,
        areFriends: true,
        pendingBetween: true,
        pendingFromSender: 50,
      },
      error: { code: 'INVITE_SELF' },
    },
    {
      title: 'a missing player is reported before a friendship, an invitation and the count',
      more: { target: undefined, areFriends: true, pendingBetween: true, pendingFromSender: 50 },
      error: { code: 'PLAYER_NOT_FOUND' },
    },
    {
      title: 'a friendship is reported before an invitation waiting and the count',
      more: { areFriends: true, pendingBetween: true, pendingFromSender: 50 },
      error: { code: 'ALREADY_FRIENDS' },
    },
    {
      title: 'an invitation waiting between the two is reported before the count',
      more: { pendingBetween: true, pendingFromSender: 50 },
      error: { code: 'INVITATION_PENDING' },
    },
  ])('$title', ({ more, error }) => {
    expect(invite(more)).toEqual({ ok: false, error });
  });

  it('invites exactly when every check passes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('me', 'friend'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.nat({ max: 100 }),
        (toId, targetExists, areFriends, pendingBetween, pendingFromSender) => {
          const result = invite({
            toId,
            target: targetExists ? { id: toId } : undefined,
            areFriends,
            pendingBetween,
            pendingFromSender,
          });
          expect(result.ok).toBe(
            toId !== 'me' &&
              targetExists &&
              !areFriends &&
              !pendingBetween &&
              pendingFromSender < 50,
          );
        },
      ),
    );
  });
});

describe('checkAcceptLink (docs/RULES.md, "Friends and invitations")', () => {
  it('hands back the inviter of another player’s link', () => {
    const inviter = { id: 'friend', name: 'Merlin' };
    const result = checkAcceptLink({ playerId: 'me', inviter, areFriends: false });
    expect(result).toEqual({ ok: true, value: inviter });
    // Callers read the inviter off the result, so it must be the very one given.
    expect(result.ok && result.value).toBe(inviter);
  });

  it.each<{
    title: string;
    inviter: { id: string } | null | undefined;
    areFriends: boolean;
    error: unknown;
  }>([
    {
      title: 'a link naming nobody is INVITATION_NOT_FOUND',
      inviter: null,
      areFriends: false,
      error: { code: 'INVITATION_NOT_FOUND' },
    },
    {
      title: 'a link not looked up is INVITATION_NOT_FOUND',
      inviter: undefined,
      areFriends: false,
      error: { code: 'INVITATION_NOT_FOUND' },
    },
    {
      title: 'the player’s own link is OWN_INVITATION',
      inviter: { id: 'me' },
      areFriends: false,
      error: { code: 'OWN_INVITATION' },
    },
    {
      title: 'the link of a friend already is ALREADY_FRIENDS',
      inviter: { id: 'friend' },
      areFriends: true,
      error: { code: 'ALREADY_FRIENDS' },
    },
    // The order of the checks: the link, whose it is, then the friendship.
    {
      title: 'a link naming nobody is reported before a friendship',
      inviter: null,
      areFriends: true,
      error: { code: 'INVITATION_NOT_FOUND' },
    },
    {
      title: 'the player’s own link is reported before a friendship',
      inviter: { id: 'me' },
      areFriends: true,
      error: { code: 'OWN_INVITATION' },
    },
  ])('$title', ({ inviter, areFriends, error }) => {
    expect(checkAcceptLink({ playerId: 'me', inviter, areFriends })).toEqual({ ok: false, error });
  });
});

describe('checkAnswer (docs/RULES.md, "Friends and invitations")', () => {
  it.each<{ status: InvitationStatus; answer: 'accept' | 'decline'; changes: boolean }>([
    { status: 'pending', answer: 'accept', changes: true },
    { status: 'pending', answer: 'decline', changes: true },
    // The two became friends meanwhile (both invited, one accepted): accepting again is no error.
    { status: 'accepted', answer: 'accept', changes: false },
    // A retried decline is no error either.
    { status: 'declined', answer: 'decline', changes: false },
  ])(
    'answers $answer to an invitation $status, changes: $changes',
    ({ status, answer, changes }) => {
      const sent = invitation(status);
      const result = checkAnswer({ playerId: 'me', invitation: sent, answer });
      expect(result).toEqual({ ok: true, value: { invitation: sent, changes } });
      // Callers read the invitation off the result, so it must be the very one given.
      expect(result.ok && result.value.invitation).toBe(sent);
    },
  );

  it.each<{
    title: string;
    invitation: ReturnType<typeof invitation> | null | undefined;
    answer: 'accept' | 'decline';
    error: unknown;
  }>([
    {
      title: 'an invitation that does not exist is INVITATION_NOT_FOUND',
      invitation: null,
      answer: 'accept',
      error: notFound,
    },
    {
      title: 'an invitation not looked up is INVITATION_NOT_FOUND',
      invitation: undefined,
      answer: 'decline',
      error: notFound,
    },
    // To anyone but the player it was sent to, an invitation does not exist: its sender too.
    {
      title: 'an invitation the player sent is INVITATION_NOT_FOUND',
      invitation: { ...invitation('pending'), fromId: 'me', toId: 'friend' },
      answer: 'accept',
      error: notFound,
    },
    {
      title: 'an invitation between two other players is INVITATION_NOT_FOUND',
      invitation: invitation('pending', 'someone'),
      answer: 'decline',
      error: notFound,
    },
    {
      title: 'declining an invitation accepted is INVITATION_ANSWERED',
      invitation: invitation('accepted'),
      answer: 'decline',
      error: answered,
    },
    {
      title: 'accepting an invitation declined is INVITATION_ANSWERED',
      invitation: invitation('declined'),
      answer: 'accept',
      error: answered,
    },
    // The order of the checks: whose it is, then its status.
    {
      title: 'someone else’s answered invitation is INVITATION_NOT_FOUND, not INVITATION_ANSWERED',
      invitation: invitation('declined', 'someone'),
      answer: 'accept',
      error: notFound,
    },
    {
      title: 'someone else’s accepted invitation is INVITATION_NOT_FOUND even when accepted again',
      invitation: invitation('accepted', 'someone'),
      answer: 'accept',
      error: notFound,
    },
  ])('$title', ({ invitation: sent, answer, error }) => {
    expect(checkAnswer({ playerId: 'me', invitation: sent, answer })).toEqual(error);
  });

  it('lets exactly the player it was sent to answer it, and changes only a pending one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('me', 'someone'),
        fc.constantFrom<InvitationStatus>('pending', 'accepted', 'declined'),
        fc.constantFrom<'accept' | 'decline'>('accept', 'decline'),
        (toId, status, answer) => {
          const result = checkAnswer({
            playerId: 'me',
            invitation: invitation(status, toId),
            answer,
          });
          const mine = toId === 'me';
          const allowed =
            status === 'pending' ||
            (status === 'accepted' && answer === 'accept') ||
            (status === 'declined' && answer === 'decline');
          expect(result.ok).toBe(mine && allowed);
          if (result.ok) expect(result.value.changes).toBe(status === 'pending');
          else
            expect(result.error.code).toBe(mine ? 'INVITATION_ANSWERED' : 'INVITATION_NOT_FOUND');
        },
      ),
    );
  });
});
