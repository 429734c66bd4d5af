import { API_PATHS, FriendListSchema, type Friend } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialKeys } from './profile-keys';

/** GET /api/friends: the player's friends, highest level first. */
export function getFriends(signal?: AbortSignal): Promise<Friend[]> {
  return apiRequest({
    path: API_PATHS.friends,
    schema: FriendListSchema,
    ...(signal ? { signal } : {}),
  });
}

const friendsQuery = queryOptions({
  queryKey: socialKeys.friends,
  queryFn: ({ signal }) => getFriends(signal),
});

export function useFriends() {
  return useQuery({ ...friendsQuery, refetchOnMount: 'always' });
}
