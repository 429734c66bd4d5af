import { type DailyGoals } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { goalsKeys } from './goals-keys';

/**
 * GET /api/goals: today's goals, the streak, the collection milestones waiting. Parsed in
 * the answer worker (lazySchema): the menu's badge asks for it on every screen.
 */
function getGoals(signal?: AbortSignal): Promise<DailyGoals> {
  return callEndpoint(endpoints.goals, { signal });
}

const goalsQuery = queryOptions({
  queryKey: goalsKeys.goals,
  queryFn: ({ signal }) => getGoals(signal),
  // Notices keep it current between looks (notice-cache.ts); a minute is plenty otherwise.
  staleTime: 60_000,
});

export function useGoals() {
  return useQuery(goalsQuery);
}
