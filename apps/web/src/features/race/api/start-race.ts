import { API_PATHS, type RaceAttempt } from '@alchemy/contracts';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/**
 * POST /api/race/attempts: the attempt under way, or a new one (the day's first is scored,
 * later ones are practice). Safe to repeat: a second call answers the same attempt.
 */
export function startRace(): Promise<RaceAttempt> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.raceAttempts,
    body: {},
    schema: lazySchema('RaceAttemptSchema'),
  });
}
