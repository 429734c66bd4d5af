import type { RaceBoard } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { raceKeys } from './race-keys';

/** GET /api/race/board?scope=: today's board, best first, and the player's own row. */
function getRaceBoard(scope: RaceBoard['scope'], signal?: AbortSignal): Promise<RaceBoard> {
  return callEndpoint(endpoints.raceBoard, { query: { scope }, signal });
}

export function useRaceBoard(scope: RaceBoard['scope']) {
  return useQuery({
    queryKey: raceKeys.board(scope),
    queryFn: ({ signal }) => getRaceBoard(scope, signal),
    staleTime: 30_000,
  });
}
