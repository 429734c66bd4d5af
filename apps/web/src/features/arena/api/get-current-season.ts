import { API_PATHS, CurrentSeasonSchema, type CurrentSeason } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/seasons/current: the ranked season and where the player stands in it. */
export function getCurrentSeason(signal?: AbortSignal): Promise<CurrentSeason> {
  return apiRequest({
    path: API_PATHS.seasonsCurrent,
    schema: CurrentSeasonSchema,
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
