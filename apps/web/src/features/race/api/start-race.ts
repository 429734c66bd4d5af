import { type RaceAttempt, type RaceToday } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { raceKeys } from './race-keys';

/**
 * POST /api/race/attempts: the attempt under way, or a new one (the day's first is scored,
 * later ones are practice). Safe to repeat: a second call answers the same attempt.
 */
function startRace(): Promise<RaceAttempt> {
  return callEndpoint(endpoints.raceAttempts, { body: {} });
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
