/**
 * The profile screen's own query keys: only this feature reads the leaderboard, the friends
 * and the invitations sent to the player. The profile itself is the shared key of
 * src/shared/queries/query-keys.ts. None starts with 'profile', so refreshing the profile (which other
 * screens do) never refetches the boards.
 */
export const socialKeys = {
  leaderboard: ['leaderboard'] as const,
  friends: ['friends', 'list'] as const,
  pending: ['friends', 'pending'] as const,
  /** The player's invite hash: stable, so asked once a session. */
  inviteLink: ['invite-link'] as const,
};
