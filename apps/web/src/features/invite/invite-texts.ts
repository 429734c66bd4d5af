/**
 * Texts of the invitation screen (docs/RULES.md, "Friends and invitations"); the quoted
 * ones are binding word for word. A rule's refusal is worded by the one message table
 * (contracts' ruleMessage), or the server, which says the same.
 */
export const LOADING_INVITATION = 'Loading invitation...';
export const HAS_INVITED_YOU = 'has invited you to play';
export const JOIN_THEM = 'Join them and start your adventure.';
export const ACCEPT = 'Accept';
export const DECLINE = 'Decline';
export const INVITATION_ACCEPTED = 'Invitation accepted!';
export const INVITATION_DECLINED = 'Invitation declined.';
export const ACCEPT_FAILED = 'Failed to accept invitation.';
export const DECLINE_FAILED = 'Failed to decline invitation.';
export const INVITATION_PROBLEM = 'Invitation Problem';
export const LOAD_FAILED = 'Failed to load invitation. It might be invalid or expired.';
export const GO_TO_GAME = 'Go to Game';
export const INVITATION_TITLE = 'Invitation';

/** Error snackbars stay as long as the app's other failures (buy, upgrade, sign-in). */
export const INVITE_ERROR_MS = 5000;

// ---- A link that is not an invitation to this player. ----
export const OWN_LINK_TITLE = 'This is your own invitation link';
export const OWN_LINK_TEXT =
  'Share it with a friend: when they open it and accept, you become friends.';
export const SHARE = 'Share';
export const SHARE_FAILED = 'Could not share the invitation link.';
export const FRIEND_LINK_TEXT = 'Their link has nothing more to give: play on together.';

/** 'You are already friends with Bea'. */
export function alreadyFriendsText(name: string): string {
  return `You are already friends with ${name}`;
}
