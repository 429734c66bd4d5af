import { type InvitationAnswer } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { seasonBoardKeys } from '@/shared/queries/season-board-query';
import { socialKeys } from './profile-keys';

/** POST /api/friends/invitations/{id}/accept: the sender becomes a friend. */
export function acceptInvitation(invitationId: string): Promise<InvitationAnswer> {
  return callEndpoint(endpoints.friendsInvitationAccept, { params: { id: invitationId } });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // Accepted, or answered meanwhile: the list and the friends change either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.pending }),
        queryClient.invalidateQueries({ queryKey: socialKeys.friends }),
        queryClient.invalidateQueries({ queryKey: socialKeys.leaderboard }),
        queryClient.invalidateQueries({ queryKey: seasonBoardKeys.all }),
      ]),
  });
}
