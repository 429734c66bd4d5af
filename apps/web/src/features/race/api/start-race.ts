import { API_PATHS, type RaceAttempt, type RaceToday } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { raceKeys } from './race-keys';

/**
 * POST /api/race/attempts: the attempt under way, or a new one (the day's first is scored,
 * later ones are practice). Safe to repeat: a second call answers the same attempt.
 */
function startRace(): Promise<RaceAttempt> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.raceAttempts,
    body: {},
    schema: lazySchema('RaceAttemptSchema'),
  });
}

/** 'Start race' (or practice): the answer is today's attempt, so the race shows at once. */
export function useStartRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRace,
    onSuccess: (attempt) =>
      queryClient.setQueryData<RaceToday>(raceKeys.today, (data) =>
        data ? { ...data, attempt } : data,
      ),
  });
}
