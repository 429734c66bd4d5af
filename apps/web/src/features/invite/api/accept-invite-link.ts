import { API_PATHS, InvitationAnswerSchema, type InvitationAnswer } from '@alchemy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';

/** POST /api/friends/invitations/hash/{hash}/accept: the inviter becomes a friend. */
export function acceptInviteLink(hash: string): Promise<InvitationAnswer> {
  return apiRequest({
    method: 'POST',
    path: fillPath(API_PATHS.friendsHashAccept, { hash }),
    schema: InvitationAnswerSchema,
  });
}

/** The friends and leaderboards are the profile screen's, fetched afresh on every visit. */
export function useAcceptInviteLink() {
  return useMutation({ mutationFn: acceptInviteLink });
}
