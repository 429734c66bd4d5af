import { API_PATHS, InvitationAnswerSchema, type InvitationAnswer } from '@alchemy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';

/** POST /api/friends/invitations/hash/{hash}/decline: nothing changes. */
export function declineInviteLink(hash: string): Promise<InvitationAnswer> {
  return apiRequest({
    method: 'POST',
    path: fillPath(API_PATHS.friendsHashDecline, { hash }),
    schema: InvitationAnswerSchema,
  });
}

export function useDeclineInviteLink() {
  return useMutation({ mutationFn: declineInviteLink });
}
