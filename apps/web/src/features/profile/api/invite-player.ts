import { type SentInvitation } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/friends/invite: invites a player by id (a World row's 'Invite'). */
export function invitePlayer(friendId: string): Promise<SentInvitation> {
  return callEndpoint(endpoints.friendsInvite, { body: { friendId } });
}

/** Nothing on screen changes until the player answers: no list to refresh. */
export function useInvitePlayer() {
  return useMutation({ mutationFn: invitePlayer });
}
