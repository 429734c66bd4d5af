import * as endpoints from '@alchemy/contracts/endpoints';
import { INVITE_HASH_LENGTH } from '@alchemy/game-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/call-endpoint';

const HASH_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${INVITE_HASH_LENGTH}}$`);

/**
 * GET /api/friends/invitations/hash/{hash}/preview, without a token: who invites, for the
 * login screen. Only a hash that can be one is ever sent.
 */
function getInvitationPreview(hash: string, signal?: AbortSignal) {
  return callEndpoint(endpoints.friendsInvitationPreview, { params: { hash }, signal });
}

function invitationPreviewQuery(hash: string) {
  return queryOptions({
    queryKey: ['invitation-preview', hash] as const,
    queryFn: ({ signal }) => getInvitationPreview(hash, signal),
    staleTime: Infinity,
    // A link that names nobody, or too many guesses: the login screen simply names no one.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

/** The inviter of the kept link, when there is one that can be a hash. */
export function useInvitationPreview(hash: string | null) {
  const valid = hash !== null && HASH_SHAPE.test(hash);
  return useQuery({ ...invitationPreviewQuery(hash ?? ''), enabled: valid });
}
