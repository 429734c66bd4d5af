import { type RaceToday } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { raceKeys } from './race-keys';

/**
 * GET /api/race: today's target, the countdown, the attempt, the scored result with its
 * rank, the race streak. Parsed in the answer worker: the menu's dot asks for it too.
 */
function getRaceToday(signal?: AbortSignal): Promise<RaceToday> {
  return callEndpoint(endpoints.race, { signal });
}

const raceTodayQuery = queryOptions({
  queryKey: raceKeys.today,
  queryFn: ({ signal }) => getRaceToday(signal),
  staleTime: 60_000,
});

export function useRaceToday() {
  return useQuery(raceTodayQuery);
}
