import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { inviteFailureText, isInviteHash, loadFailureText } from './invite-errors';
import { ACCEPT_FAILED, DECLINE_FAILED } from './invite-texts';

describe('isInviteHash', () => {
  it('takes 22 url-safe characters, and nothing else', () => {
    expect(isInviteHash('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(isInviteHash('abc123')).toBe(false);
    expect(isInviteHash('')).toBe(false);
    expect(isInviteHash('AbCdEfGhIjKlMnOpQrSt_-X')).toBe(false);
    expect(isInviteHash('AbCdEfGhIjKlMnOpQrSt/.')).toBe(false);
  });
});

describe('loadFailureText', () => {
  it('gives the rule’s words for an unknown link', () => {
    const missing = new ApiError(404, 'INVITATION_NOT_FOUND', 'whatever the server wrote');
    expect(loadFailureText(missing)).toBe(
      'This invitation does not exist. It might be invalid or expired.',
    );
  });

  it('falls back when no rule refused', () => {
    const cases = [
      new ApiError(0, 'SERVICE_UNAVAILABLE', 'The server could not be reached.'),
      new ApiError(500, 'INTERNAL', 'Something went wrong.'),
      new ApiError(400, 'VALIDATION_FAILED', 'params/hash must match pattern'),
      new ApiError(404, 'NOT_FOUND', 'Route GET:/api/x not found'),
      new Error('parse'),
    ];
    for (const error of cases) {
      expect(loadFailureText(error)).toBe(
        'Failed to load invitation. It might be invalid or expired.',
      );
    }
  });
});

describe('inviteFailureText', () => {
  it('gives the rule’s words for the refusals of a link', () => {
    expect(inviteFailureText(new ApiError(400, 'OWN_INVITATION', 'x'), ACCEPT_FAILED)).toBe(
      'This is your own invitation link: share it with a friend.',
    );
    expect(inviteFailureText(new ApiError(400, 'ALREADY_FRIENDS', 'x'), ACCEPT_FAILED)).toBe(
      'You are already friends.',
    );
    expect(inviteFailureText(new ApiError(409, 'INVITATION_ANSWERED', 'x'), DECLINE_FAILED)).toBe(
      'This invitation has already been answered.',
    );
  });

  it('brings the server’s words for another rule’s refusal', () => {
    const many = new ApiError(400, 'TOO_MANY_INVITATIONS', 'You have 50 invitations waiting.');
    expect(inviteFailureText(many, ACCEPT_FAILED)).toBe('You have 50 invitations waiting.');
  });

  it('falls back otherwise', () => {
    const crash = new ApiError(500, 'INTERNAL', 'Something went wrong.');
    expect(inviteFailureText(crash, ACCEPT_FAILED)).toBe('Failed to accept invitation.');
    expect(inviteFailureText(crash, DECLINE_FAILED)).toBe('Failed to decline invitation.');
    expect(inviteFailureText('boom', ACCEPT_FAILED)).toBe('Failed to accept invitation.');
  });
});
