import { type Leaderboard } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { socialKeys } from './profile-keys';

/** GET /api/profile/leaderboard: the world's top 10, the player's own entry, the friends board. */
export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return callEndpoint(endpoints.profileLeaderboard, { signal });
}

const leaderboardQuery = queryOptions({
  queryKey: socialKeys.leaderboard,
  queryFn: ({ signal }) => getLeaderboard(signal),
});

/** Fresh on every visit: an invitation accepted elsewhere (the invite link) changes it. */
export function useLeaderboard() {
  return useQuery({ ...leaderboardQuery, refetchOnMount: 'always' });
}
