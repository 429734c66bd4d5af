import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@alchemy/contracts';
import { ApiError } from '@/lib/api-error';
import {
  avatarFailureText,
  friendsFailureText,
  inviteFailureText,
  usernameFailureText,
} from './profile-errors';
import { ACCEPT_FAILED, DECLINE_FAILED } from './profile-texts';

const offline = new ApiError(0, 'SERVICE_UNAVAILABLE', 'The server could not be reached.');
const crash = new ApiError(500, 'INTERNAL', 'Something went wrong.');
const malformed = new ApiError(400, 'VALIDATION_FAILED', 'body/name must be a string');

describe('usernameFailureText', () => {
  it('gives the rule’s words for a USERNAME_* refusal, whatever the server wrote', () => {
    expect(usernameFailureText(new ApiError(400, 'USERNAME_TOO_SHORT', 'short!'))).toBe(
      'A username has at least 3 characters.',
    );
    expect(usernameFailureText(new ApiError(400, 'USERNAME_TOO_LONG', 'long!'))).toBe(
      'A username has at most 24 characters.',
    );
    expect(usernameFailureText(new ApiError(400, 'USERNAME_REQUIRED', ''))).toBe(
      'Please enter a username.',
    );
    expect(usernameFailureText(new ApiError(400, 'USERNAME_BAD_CHARACTERS', 'bad'))).toBe(
      'A username may use letters, digits, spaces, _ and - only.',
    );
  });

  it('says a name the connection stopped is unchanged', () => {
    expect(usernameFailureText(offline)).toBe(
      'The game server could not be reached: your name is unchanged.',
    );
  });

  it.each<[ErrorCode, string]>([
    [
      'USERNAME_INVISIBLE_CHARACTERS',
      'A username cannot hold invisible characters: type letters or digits instead.',
    ],
    ['USERNAME_LONE_MARK', 'An accent or mark belongs on a letter: it cannot stand alone.'],
    ['USERNAME_TOO_MANY_MARKS', 'A letter can carry at most 3 accents or marks.'],
    ['USERNAME_NO_LETTER_OR_DIGIT', 'A username needs at least one letter or digit.'],
  ])('gives the rule’s words for %s', (code, words) => {
    expect(usernameFailureText(new ApiError(400, code, 'server words'))).toBe(words);
  });

  it('falls back for every other failure', () => {
    for (const error of [crash, malformed, new Error('parse'), 'boom']) {
      expect(usernameFailureText(error)).toBe('Failed to update profile.');
    }
  });
});

describe('avatarFailureText', () => {
  it('gives the product’s sentence when the server found the credits short', () => {
    const short = new ApiError(400, 'NOT_ENOUGH_CREDITS', 'Not enough credits.');
    expect(avatarFailureText(short, 40)).toBe(
      'You do not have enough gold to regenerate your avatar.',
    );
  });

  it('falls back for every other failure', () => {
    for (const error of [offline, crash, malformed, new Error('parse')]) {
      expect(avatarFailureText(error, 1000)).toBe('Failed to regenerate avatar.');
    }
  });
});

describe('friendsFailureText', () => {
  it('gives the rule’s words for the refusals of inviting and answering', () => {
    const cases: [ApiError, string][] = [
      [new ApiError(400, 'INVITE_SELF', 'x'), 'You cannot invite yourself.'],
      [new ApiError(404, 'PLAYER_NOT_FOUND', 'x'), 'There is no such player.'],
      [new ApiError(400, 'ALREADY_FRIENDS', 'x'), 'You are already friends.'],
      [
        new ApiError(400, 'INVITATION_PENDING', 'x'),
        'An invitation between you two is already waiting for an answer.',
      ],
      [
        new ApiError(400, 'TOO_MANY_INVITATIONS', 'x'),
        'You have 50 invitations waiting for an answer: wait for some before sending more.',
      ],
      [
        new ApiError(404, 'INVITATION_NOT_FOUND', 'x'),
        'This invitation does not exist. It might be invalid or expired.',
      ],
      [
        new ApiError(400, 'OWN_INVITATION', 'x'),
        'This is your own invitation link: share it with a friend.',
      ],
      [new ApiError(409, 'INVITATION_ANSWERED', 'x'), 'This invitation has already been answered.'],
    ];
    for (const [error, text] of cases) expect(friendsFailureText(error, ACCEPT_FAILED)).toBe(text);
  });

  it('brings the server’s words for another rule’s refusal', () => {
    const locked = new ApiError(403, 'MARKET_LOCKED', 'The market opens at level 3.');
    expect(friendsFailureText(locked, DECLINE_FAILED)).toBe('The market opens at level 3.');
  });

  it('says an answer the connection stopped sent nothing', () => {
    expect(friendsFailureText(offline, ACCEPT_FAILED)).toBe(
      'The game server could not be reached: nothing was sent.',
    );
  });

  it('falls back when no rule refused (a crash, a malformed request)', () => {
    expect(friendsFailureText(crash, DECLINE_FAILED)).toBe('Failed to decline invitation.');
    expect(friendsFailureText(malformed, ACCEPT_FAILED)).toBe('Failed to accept invitation.');
    expect(
      friendsFailureText(new ApiError(404, 'NOT_FOUND', 'Route not found'), ACCEPT_FAILED),
    ).toBe('Failed to accept invitation.');
    expect(friendsFailureText(new Error('parse'), DECLINE_FAILED)).toBe(
      'Failed to decline invitation.',
    );
  });

  it('falls back to “Failed to send invitation.” for Invite', () => {
    expect(inviteFailureText(crash)).toBe('Failed to send invitation.');
    expect(inviteFailureText(new ApiError(400, 'ALREADY_FRIENDS', 'x'))).toBe(
      'You are already friends.',
    );
  });
});
