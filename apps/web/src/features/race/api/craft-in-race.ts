import { type RaceCraftRequest, type RaceCraftResult, type RaceToday } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { lastingTheLoader } from '@/shared/crafting/crafting-messages';
import { raceKeys } from './race-keys';

/** The race crafts' mutation key: the flow asks the mutation cache whether one is under way. */
export const raceCraftKey = ['race', 'craft'] as const;

/** POST /api/race/attempts/craft: one craft; `made` is null when the pair is no recipe. */
function craftInRace(pair: RaceCraftRequest): Promise<RaceCraftResult> {
  return callEndpoint(endpoints.raceCraft, { body: pair });
}

/**
 * A craft in the race, as the crafting game's (features/crafting/api/craft-items.ts): it
 * lasts at least the loader's minimum, so it is pending exactly while the loader shows (the
 * flow's double-tap guard). The attempt in the cache follows each answer; when the attempt
 * ends, today's result, rank and streak are asked again.
 */
export function useCraftInRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: raceCraftKey,
    mutationFn: (pair: RaceCraftRequest) => lastingTheLoader(() => craftInRace(pair)),
    onSuccess: ({ attempt }) => {
      queryClient.setQueryData<RaceToday>(raceKeys.today, (today) =>
        today ? { ...today, attempt } : today,
      );
      if (attempt.status !== 'playing') {
        void queryClient.invalidateQueries({ queryKey: raceKeys.all });
      }
    },
    // Nothing happened: the attempt is asked again, as the server has it.
    onError: () => void queryClient.invalidateQueries({ queryKey: raceKeys.today }),
  });
}
