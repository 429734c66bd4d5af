import { type PlayerCard } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/players/{playerId}/card: a player's public card; 404 when there is no such player. */
function getPlayerCard(playerId: string, signal?: AbortSignal): Promise<PlayerCard> {
  return callEndpoint(endpoints.playerCard, { params: { playerId }, signal });
}

function playerCardQuery(playerId: string) {
  return queryOptions({
    queryKey: ['player-card', playerId] as const,
    queryFn: ({ signal }) => getPlayerCard(playerId, signal),
    // A 404 stays one: asking again changes nothing.
    retry: false,
  });
}

/** Asked only for an id that can be one (`enabled`). */
export function usePlayerCard(playerId: string, enabled: boolean) {
  return useQuery({ ...playerCardQuery(playerId), enabled });
}
