import { API_PATHS, BattleCardListSchema, type BattleCard } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The player's cards; the key is shared so the lab, arena and market refresh together. */
export const battleCardsKey = queryKeys.battleCards;

/** GET /api/lab/cards: newest first. */
export function getBattleCards(signal?: AbortSignal): Promise<BattleCard[]> {
  return apiRequest({
    path: API_PATHS.labCards,
    schema: BattleCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const battleCardsQuery = queryOptions({
  queryKey: battleCardsKey,
  queryFn: ({ signal }) => getBattleCards(signal),
});

export function useBattleCards() {
  return useQuery(battleCardsQuery);
}
