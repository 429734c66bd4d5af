import { API_PATHS, type RaceAttempt } from '@alchemy/contracts';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/** POST /api/race/attempts/give-up: the attempt under way ends as run over. */
export function giveUpRace(): Promise<RaceAttempt> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.raceGiveUp,
    body: {},
    schema: lazySchema('RaceAttemptSchema'),
  });
}
