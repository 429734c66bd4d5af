import { API_PATHS, LeaderboardSchema, type Leaderboard } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialKeys } from './profile-keys';

/** GET /api/profile/leaderboard: the world's top 10, the player's own entry, the friends board. */
export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return apiRequest({
    path: API_PATHS.profileLeaderboard,
    schema: LeaderboardSchema,
    ...(signal ? { signal } : {}),
  });
}

const leaderboardQuery = queryOptions({
  queryKey: socialKeys.leaderboard,
  queryFn: ({ signal }) => getLeaderboard(signal),
});

/** Fresh on every visit: an invitation accepted elsewhere (the invite link) changes it. */
export function useLeaderboard() {
  return useQuery({ ...leaderboardQuery, refetchOnMount: 'always' });
}
