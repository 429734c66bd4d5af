import { describe, expect, it } from 'vitest';
import * as inviteLink from '@/shared/invites/invite-link';
import * as texts from './profile-texts';

describe('the profile’s binding texts', () => {
  it('share the invite link in the product’s words (shared/invites/invite-link.ts)', () => {
    expect(inviteLink).toMatchObject({
      LINK_SHARED: 'Invitation link shared!',
      LINK_COPIED: 'Invitation link copied to clipboard!',
    });
  });

  it('are the product’s words, word for word', () => {
    expect(texts).toMatchObject({
      LOADING_PROFILE: 'Loading profile...',
      LOGOUT: 'Logout',
      AVATAR_REGENERATED: 'Avatar regenerated successfully!',
      AVATAR_REGENERATION_FAILED: 'Failed to regenerate avatar.',
      USERNAME_LABEL: 'Username',
      UPDATE_PROFILE: 'Update Profile',
      PROFILE_UPDATED: 'Profile updated successfully!',
      PROFILE_UPDATE_FAILED: 'Failed to update profile.',
      TAB_WORLD: 'World',
      TAB_FRIENDS: 'Friends',
      INVITE: 'Invite',
      LEADERBOARD_REFRESH_FAILED: 'Could not refresh leaderboard.',
      FRIENDS_LOAD_FAILED: 'Could not load friends.',
      ACCEPT: 'Accept',
      DECLINE: 'Decline',
      INVITATION_ACCEPTED: 'Invitation accepted!',
      INVITATION_DECLINED: 'Invitation declined.',
      ACCEPT_FAILED: 'Failed to accept invitation.',
      DECLINE_FAILED: 'Failed to decline invitation.',
      INVITE_A_FRIEND: 'Invite a Friend',
      LINK_FAILED: 'Could not create invitation link.',
      UPGRADE_FAILED: 'Failed to upgrade account.',
      KEEP_PLAYING_AS_GUEST: 'Keep playing as guest',
      LOG_OUT_ANYWAY: 'Log out anyway',
      CANCEL: 'Cancel',
    });
  });

  it('names the invited player', () => {
    expect(texts.invitationSentText('Adventurer-K7QH')).toBe('Invitation sent to Adventurer-K7QH!');
  });

  it('tells an empty Friends board how to invite friends', () => {
    expect(texts.NO_FRIENDS).toContain('Invite a Friend');
  });

  it('keeps error snackbars as long as the app’s other failures', () => {
    expect(texts.PROFILE_ERROR_MS).toBe(5000);
  });
});
