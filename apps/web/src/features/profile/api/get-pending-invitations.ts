import { type PendingInvitation } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { socialKeys } from './profile-keys';

/** GET /api/friends/invitations/pending: the invitations sent to the player, unanswered. */
export function getPendingInvitations(signal?: AbortSignal): Promise<PendingInvitation[]> {
  return callEndpoint(endpoints.friendsPending, { signal });
}

const pendingInvitationsQuery = queryOptions({
  queryKey: socialKeys.pending,
  queryFn: ({ signal }) => getPendingInvitations(signal),
});

export function usePendingInvitations() {
  return useQuery({ ...pendingInvitationsQuery, refetchOnMount: 'always' });
}
