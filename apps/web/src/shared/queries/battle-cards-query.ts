import { type BattleCard } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from './query-keys';

/**
 * GET /api/lab/cards, the player's cards (newest first), shared by the lab, the arena and
 * the duel screens (features may not import each other): one key, so a craft, a purge or
 * a duel refreshes every list at once.
 */
export const battleCardsKey = queryKeys.battleCards;

function getBattleCards(signal?: AbortSignal): Promise<BattleCard[]> {
  return callEndpoint(endpoints.labCards, { signal });
}

const battleCardsQuery = queryOptions({
  queryKey: battleCardsKey,
  queryFn: ({ signal }) => getBattleCards(signal),
});

export function useBattleCards() {
  return useQuery(battleCardsQuery);
}
