import { API_PATHS, InviteLinkSchema, type InviteLink } from '@alchemy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialKeys } from './profile-keys';

/** POST /api/friends/invite-link: the player's invite hash, the same every time. */
export function createInviteLink(): Promise<InviteLink> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.friendsInviteLink,
    schema: InviteLinkSchema,
  });
}

/**
 * Kept for the session (the hash never changes), so a second 'Invite a Friend' shares at
 * once. Not retried: the share sheet must open soon after the click that asked for it.
 */
export const inviteLinkQuery = queryOptions({
  queryKey: socialKeys.inviteLink,
  queryFn: createInviteLink,
  staleTime: Infinity,
  retry: false,
});
