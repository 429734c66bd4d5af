import { API_PATHS, PendingInvitationListSchema, type PendingInvitation } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialKeys } from './profile-keys';

/** GET /api/friends/invitations/pending: the invitations sent to the player, unanswered. */
export function getPendingInvitations(signal?: AbortSignal): Promise<PendingInvitation[]> {
  return apiRequest({
    path: API_PATHS.friendsPending,
    schema: PendingInvitationListSchema,
    ...(signal ? { signal } : {}),
  });
}

const pendingInvitationsQuery = queryOptions({
  queryKey: socialKeys.pending,
  queryFn: ({ signal }) => getPendingInvitations(signal),
});

export function usePendingInvitations() {
  return useQuery({ ...pendingInvitationsQuery, refetchOnMount: 'always' });
}
