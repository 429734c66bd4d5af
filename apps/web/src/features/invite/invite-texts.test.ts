import { describe, expect, it } from 'vitest';
import * as texts from './invite-texts';

describe('the invitation’s binding texts', () => {
  it('are the product’s words, word for word', () => {
    expect(texts).toMatchObject({
      LOADING_INVITATION: 'Loading invitation...',
      HAS_INVITED_YOU: 'has invited you to play',
      JOIN_THEM: 'Join them and start your adventure.',
      ACCEPT: 'Accept',
      DECLINE: 'Decline',
      INVITATION_ACCEPTED: 'Invitation accepted!',
      INVITATION_DECLINED: 'Invitation declined.',
      ACCEPT_FAILED: 'Failed to accept invitation.',
      DECLINE_FAILED: 'Failed to decline invitation.',
      INVITATION_PROBLEM: 'Invitation Problem',
      LOAD_FAILED: 'Failed to load invitation. It might be invalid or expired.',
      GO_TO_GAME: 'Go to Game',
    });
  });

  it('keeps error snackbars as long as the app’s other failures', () => {
    expect(texts.INVITE_ERROR_MS).toBe(5000);
  });
});
