import type { SeasonBoard } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * GET /api/seasons/board: shared code rather than a feature's, as the season screen and the
 * profile's leaderboards both show the season board, and features may not import each other.
 */
export type SeasonScope = SeasonBoard['scope'];

export const seasonBoardKeys = {
  all: ['seasons', 'board'] as const,
  board: (scope: SeasonScope, season: number) => ['seasons', 'board', scope, season] as const,
};

/** GET /api/seasons/board?scope=&season=: a season's top or friends, and the player's row. */
function getSeasonBoard(
  scope: SeasonScope,
  season: number,
  signal?: AbortSignal,
): Promise<SeasonBoard> {
  return callEndpoint(endpoints.seasonsBoard, { query: { scope, season }, signal });
}

/** An ended season's board is final: it is read once; the current one every half minute. */
export function useSeasonBoard(scope: SeasonScope, season: number, current: boolean) {
  return useQuery({
    queryKey: seasonBoardKeys.board(scope, season),
    queryFn: ({ signal }) => getSeasonBoard(scope, season, signal),
    staleTime: current ? 30_000 : Number.POSITIVE_INFINITY,
  });
}
