import { type Invitation } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { inviteKeys } from './invite-keys';

/** GET /api/friends/invitations/hash/{hash}: who invites; 404 INVITATION_NOT_FOUND if nobody. */
export function getInvitation(hash: string, signal?: AbortSignal): Promise<Invitation> {
  return callEndpoint(endpoints.friendsInvitationByHash, { params: { hash }, signal });
}

function invitationQuery(hash: string) {
  return queryOptions({
    queryKey: inviteKeys.byHash(hash),
    queryFn: ({ signal }) => getInvitation(hash, signal),
  });
}

/** Asked only for a hash that can be one (`enabled`). */
export function useInvitation(hash: string, enabled: boolean) {
  return useQuery({ ...invitationQuery(hash), enabled });
}
