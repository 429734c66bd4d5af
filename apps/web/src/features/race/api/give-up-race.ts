import { type RaceAttempt, type RaceToday } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { raceKeys } from './race-keys';

/** POST /api/race/attempts/give-up: the attempt under way ends as run over. */
function giveUpRace(): Promise<RaceAttempt> {
  return callEndpoint(endpoints.raceGiveUp, { body: {} });
}

/**
 * Giving up: the ended attempt replaces the one under way at once (the race's end shows),
 * then today's result, rank and streak are asked again.
 */
export function useGiveUpRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUpRace,
    onSuccess: (ended) => {
      queryClient.setQueryData<RaceToday>(raceKeys.today, (today) =>
        today ? { ...today, attempt: ended } : today,
      );
      void queryClient.invalidateQueries({ queryKey: raceKeys.all });
    },
  });
}
