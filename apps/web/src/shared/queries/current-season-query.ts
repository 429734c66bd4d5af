import { API_PATHS, type CurrentSeason } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { queryKeys } from './query-keys';

/**
 * GET /api/seasons/current: the ranked season and where the player stands in it. Shared
 * code rather than a feature's: the arena's Season line, the profile and the season screen
 * read it, and features may not import each other.
 */
function getCurrentSeason(signal?: AbortSignal): Promise<CurrentSeason> {
  return apiRequest({
    path: API_PATHS.seasonsCurrent,
    schema: lazySchema('CurrentSeasonSchema'),
    ...(signal ? { signal } : {}),
  });
}

/** Asked again after each duel (duel-screen.tsx invalidates it with the profile). */
export function useCurrentSeason() {
  return useQuery({
    queryKey: queryKeys.currentSeason,
    queryFn: ({ signal }) => getCurrentSeason(signal),
    staleTime: 60_000,
  });
}
