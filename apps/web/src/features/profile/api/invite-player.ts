import { API_PATHS, SentInvitationSchema, type SentInvitation } from '@alchemy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/friends/invite: invites a player by id (a World row's 'Invite'). */
export function invitePlayer(friendId: string): Promise<SentInvitation> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.friendsInvite,
    body: { friendId },
    schema: SentInvitationSchema,
  });
}

/** Nothing on screen changes until the player answers: no list to refresh. */
export function useInvitePlayer() {
  return useMutation({ mutationFn: invitePlayer });
}
