import { API_PATHS, type RaceBoard } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { raceKeys } from './race-keys';

/** GET /api/race/board?scope=: today's board, best first, and the player's own row. */
function getRaceBoard(scope: RaceBoard['scope'], signal?: AbortSignal): Promise<RaceBoard> {
  return apiRequest({
    path: `${API_PATHS.raceBoard}?scope=${scope}`,
    schema: lazySchema('RaceBoardSchema'),
    ...(signal ? { signal } : {}),
  });
}

export function useRaceBoard(scope: RaceBoard['scope']) {
  return useQuery({
    queryKey: raceKeys.board(scope),
    queryFn: ({ signal }) => getRaceBoard(scope, signal),
    staleTime: 30_000,
  });
}
