import { API_PATHS, InvitationAnswerSchema, type InvitationAnswer } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';
import { socialKeys } from './profile-keys';

/** POST /api/friends/invitations/{id}/decline: the invitation goes; nothing else changes. */
export function declineInvitation(invitationId: string): Promise<InvitationAnswer> {
  return apiRequest({
    method: 'POST',
    path: fillPath(API_PATHS.friendsInvitationDecline, { id: invitationId }),
    schema: InvitationAnswerSchema,
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.pending }),
  });
}
