import { type InviteLink } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { socialKeys } from './profile-keys';

/** POST /api/friends/invite-link: the player's invite hash, made on first ask, then the same. */
export function createInviteLink(): Promise<InviteLink> {
  return callEndpoint(endpoints.friendsInviteLink);
}

/**
 * The player's invite link. The hash never changes, so the first answer is kept in the
 * cache and a second 'Invite a Friend' shares at once, without a call. Not retried (writes
 * never are, lib/query-client.ts): the share sheet must open soon after the click.
 */
export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      queryClient.getQueryData<InviteLink>(socialKeys.inviteLink) ?? createInviteLink(),
    onSuccess: (link) => queryClient.setQueryData(socialKeys.inviteLink, link),
  });
}
