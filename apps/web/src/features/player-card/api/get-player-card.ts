import { PLAYER_CARD_PATH, PlayerCardSchema, type PlayerCard } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';

/** GET /api/players/{playerId}/card: a player's public card; 404 when there is no such player. */
function getPlayerCard(playerId: string, signal?: AbortSignal): Promise<PlayerCard> {
  return apiRequest({
    path: fillPath(PLAYER_CARD_PATH, { playerId }),
    schema: PlayerCardSchema,
    ...(signal ? { signal } : {}),
  });
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
