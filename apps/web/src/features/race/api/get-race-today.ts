import { API_PATHS, type RaceToday } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { raceKeys } from './race-keys';

/**
 * GET /api/race: today's target, the countdown, the attempt, the scored result with its
 * rank, the race streak. Parsed in the answer worker: the menu's dot asks for it too.
 */
function getRaceToday(signal?: AbortSignal): Promise<RaceToday> {
  return apiRequest({
    path: API_PATHS.race,
    schema: lazySchema('RaceTodaySchema'),
    ...(signal ? { signal } : {}),
  });
}

const raceTodayQuery = queryOptions({
  queryKey: raceKeys.today,
  queryFn: ({ signal }) => getRaceToday(signal),
  staleTime: 60_000,
});

export function useRaceToday() {
  return useQuery(raceTodayQuery);
}
