import { API_PATHS, type DailyGoals } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { goalsKeys } from './goals-keys';

/**
 * GET /api/goals: today's goals, the streak, the collection milestones waiting. Parsed in
 * the answer worker (lazySchema): the menu's badge asks for it on every screen.
 */
function getGoals(signal?: AbortSignal): Promise<DailyGoals> {
  return apiRequest({
    path: API_PATHS.goals,
    schema: lazySchema('DailyGoalsSchema'),
    ...(signal ? { signal } : {}),
  });
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
