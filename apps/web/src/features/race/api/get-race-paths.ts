import { type RacePaths } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { raceKeys } from './race-keys';

/**
 * GET /api/race/days/{day}/paths: a past day's shortest path and its top three's, or null
 * when that day had no race (the first day: RACE_NOT_FOUND).
 */
async function getRacePaths(day: string, signal?: AbortSignal): Promise<RacePaths | null> {
  try {
    return await callEndpoint(endpoints.raceDayPaths, { params: { day }, signal });
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
