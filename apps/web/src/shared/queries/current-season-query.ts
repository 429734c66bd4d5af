import { type CurrentSeason } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from './query-keys';

/**
 * GET /api/seasons/current: the ranked season and where the player stands in it. Shared
 * code rather than a feature's: the arena's Season line, the profile and the season screen
 * read it, and features may not import each other.
 */
function getCurrentSeason(signal?: AbortSignal): Promise<CurrentSeason> {
  return callEndpoint(endpoints.seasonsCurrent, { signal });
}

/** Asked again after each duel (duel-screen.tsx invalidates it with the profile). */
export function useCurrentSeason() {
  return useQuery({
    queryKey: queryKeys.currentSeason,
    queryFn: ({ signal }) => getCurrentSeason(signal),
    staleTime: 60_000,
  });
}
