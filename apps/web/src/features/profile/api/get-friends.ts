import { type Friend } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { socialKeys } from './profile-keys';

/** GET /api/friends: the player's friends, highest level first. */
export function getFriends(signal?: AbortSignal): Promise<Friend[]> {
  return callEndpoint(endpoints.friends, { signal });
}

const friendsQuery = queryOptions({
  queryKey: socialKeys.friends,
  queryFn: ({ signal }) => getFriends(signal),
});

export function useFriends() {
  return useQuery({ ...friendsQuery, refetchOnMount: 'always' });
}
