import { type InvitationAnswer } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/friends/invitations/hash/{hash}/accept: the inviter becomes a friend. */
export function acceptInviteLink(hash: string): Promise<InvitationAnswer> {
  return callEndpoint(endpoints.friendsHashAccept, { params: { hash } });
}

/** The friends and leaderboards are the profile screen's, fetched afresh on every visit. */
export function useAcceptInviteLink() {
  return useMutation({ mutationFn: acceptInviteLink });
}
