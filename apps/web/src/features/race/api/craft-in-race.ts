import { API_PATHS, type RaceCraftResult } from '@alchemy/contracts';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/** POST /api/race/attempts/craft: one craft; `made` is null when the pair is no recipe. */
export function craftInRace(itemOneId: string, itemTwoId: string): Promise<RaceCraftResult> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.raceCraft,
    body: { itemOneId, itemTwoId },
    schema: lazySchema('RaceCraftResultSchema'),
  });
}
