import { API_PATHS, type RacePaths } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';
import { lazySchema } from '@/lib/lazy-schema';
import { raceKeys } from './race-keys';

/**
 * GET /api/race/days/{day}/paths: a past day's shortest path and its top three's, or null
 * when that day had no race (the first day: RACE_NOT_FOUND).
 */
async function getRacePaths(day: string, signal?: AbortSignal): Promise<RacePaths | null> {
  try {
    return await apiRequest({
      path: fillPath(API_PATHS.raceDayPaths, { day }),
      schema: lazySchema('RacePathsSchema'),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RACE_NOT_FOUND') return null;
    throw error;
  }
}

export function useRacePaths(day: string | null) {
  return useQuery({
    queryKey: raceKeys.paths(day ?? ''),
    queryFn: ({ signal }) => getRacePaths(day ?? '', signal),
    enabled: day !== null,
    // A past day never changes.
    staleTime: Infinity,
  });
}
