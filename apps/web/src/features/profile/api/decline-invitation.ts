import { type InvitationAnswer } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { socialKeys } from './profile-keys';

/** POST /api/friends/invitations/{id}/decline: the invitation goes; nothing else changes. */
export function declineInvitation(invitationId: string): Promise<InvitationAnswer> {
  return callEndpoint(endpoints.friendsInvitationDecline, { params: { id: invitationId } });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.pending }),
  });
}
