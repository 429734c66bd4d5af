/**
 * Texts and timings of the profile screen (docs/RULES.md, "Accounts and profile", "Friends
 * and invitations" and "Client timings and texts"); the quoted ones are binding word for
 * word. The words of a rule's refusal are the one message table's (contracts' ruleMessage):
 * 'You do not have enough gold to regenerate your avatar.' is the avatar's shortfall there.
 */

// ---- The screen. ----
export const LOADING_PROFILE = 'Loading profile...';
export const LOGOUT = 'Logout';

// ---- A guest: linking Google, and logging out. ----
export const GUEST_TITLE = 'You are playing as a guest.';
export const GUEST_PITCH = 'Link a Google account to keep your progress on every device.';
export const UPGRADE_FAILED = 'Failed to upgrade account.';
export const ALREADY_LINKED_TITLE = 'This Google account already has a game profile';
export const ALREADY_LINKED_TEXT =
  'The Google account you chose already belongs to another adventurer, so it was not linked to this guest. Nothing changed on either of them.';
export const ALREADY_LINKED_HINT =
  'Sign in with Google to play that profile: you will be asked which one to keep on this device.';
export const KEEP_PLAYING_AS_GUEST = 'Keep playing as guest';
export const GUEST_LOGOUT_TITLE = 'Log out of this guest?';
export const GUEST_LOGOUT_TEXT =
  'A guest’s progress is lost when you log out: this device is the only key to it, and it cannot be signed in again.';
export const GUEST_LOGOUT_LINK_HINT =
  'Link it to Google first to keep it, and sign in with Google on any device.';
export const LOG_OUT_ANYWAY = 'Log out anyway';
export const CANCEL = 'Cancel';

// ---- The avatar. ----
export const REGENERATE_AVATAR = 'Regenerate';
export const REGENERATING_AVATAR = 'Regenerating avatar...';
export const AVATAR_REGENERATED = 'Avatar regenerated successfully!';
export const AVATAR_REGENERATION_FAILED = 'Failed to regenerate avatar.';

// ---- The username. ----
export const NAME_TITLE = 'Your Name';
export const USERNAME_LABEL = 'Username';
export const UPDATE_PROFILE = 'Update Profile';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.';

// ---- The leaderboards. ----
export const LEADERBOARD_TITLE = 'Leaderboard';
export const TAB_WORLD = 'World';
export const TAB_FRIENDS = 'Friends';
export const TAB_SEASON = 'Season';
/** The season tab's switch between its two boards, and the way to the season screen. */
export const SEASON_SCOPE_LABEL = 'Season board';
export const SEASON_SCREEN_LINK = 'Tiers and past seasons';
export const REFRESH = 'Refresh';
export const LEADERBOARD_REFRESH_FAILED = 'Could not refresh leaderboard.';
export const YOU = 'You';
/** The gap between the top 10 and the player's own entry, for screen readers. */
export const RANKS_SKIPPED = 'Ranks in between are not shown';

// ---- Inviting from the World board. ----
export const INVITE = 'Invite';
export const INVITED = 'Invited';
export const INVITE_FAILED = 'Failed to send invitation.';

/** 'Invitation sent to Adventurer-K7QH!' */
export function invitationSentText(name: string): string {
  return `Invitation sent to ${name}!`;
}

// ---- Friends and invitations sent to the player. ----
export const FRIENDS_LOAD_FAILED = 'Could not load friends.';
export const NO_FRIENDS =
  'No friends here yet. Press "Invite a Friend" and send the link to someone: when they accept, you rank here together.';
export const PENDING_TITLE = 'Invitations for you';
export const ACCEPT = 'Accept';
export const DECLINE = 'Decline';
export const INVITATION_ACCEPTED = 'Invitation accepted!';
export const INVITATION_DECLINED = 'Invitation declined.';
export const ACCEPT_FAILED = 'Failed to accept invitation.';
export const DECLINE_FAILED = 'Failed to decline invitation.';

// ---- The invite link. ----
export const INVITE_A_FRIEND = 'Invite a Friend';
export const LINK_FAILED = 'Could not create invitation link.';

/** Error snackbars stay as long as the app's other failures (buy, upgrade, sign-in). */
export const PROFILE_ERROR_MS = 5000;

/** 'Share my card' on the profile: the link of the player's public card. */
export const SHARE_MY_CARD = 'Share my card';
export const CARD_LINK_SHARED = 'Card link shared!';
export const CARD_LINK_COPIED = 'Card link copied to clipboard!';
export const CARD_LINK_FAILED = 'The card link could not be shared. Please try again.';
