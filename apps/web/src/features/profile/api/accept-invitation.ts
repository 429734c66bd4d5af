import { API_PATHS, InvitationAnswerSchema, type InvitationAnswer } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';
import { seasonBoardKeys } from '@/shared/queries/season-board-query';
import { socialKeys } from './profile-keys';

/** POST /api/friends/invitations/{id}/accept: the sender becomes a friend. */
export function acceptInvitation(invitationId: string): Promise<InvitationAnswer> {
  return apiRequest({
    method: 'POST',
    path: fillPath(API_PATHS.friendsInvitationAccept, { id: invitationId }),
    schema: InvitationAnswerSchema,
  });
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
