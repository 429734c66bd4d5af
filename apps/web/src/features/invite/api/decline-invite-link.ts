import { type InvitationAnswer } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/friends/invitations/hash/{hash}/decline: nothing changes. */
export function declineInviteLink(hash: string): Promise<InvitationAnswer> {
  return callEndpoint(endpoints.friendsHashDecline, { params: { hash } });
}

export function useDeclineInviteLink() {
  return useMutation({ mutationFn: declineInviteLink });
}
