import { API_PATHS, BuyItemResponseSchema, type BuyItemResponse } from '@alchemy/contracts';
import type { Rarity } from '@alchemy/game-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQuery } from '@/lib/profile-query';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { buyErrorMessage } from '../crafting-messages';

interface BuyVariables {
  itemId: string;
  name: string;
  /** Prices the unit, should the server find the credits short. */
  rarity: Rarity;
}

/** POST /api/items/buy: one unit into the lab (the grid always buys 1). */
export function buyItem(itemId: string): Promise<BuyItemResponse> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.itemsBuy,
    body: { itemId, amount: 1 },
    schema: BuyItemResponseSchema,
  });
}

export function useBuyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId }: BuyVariables) => buyItem(itemId),
    onSuccess: ({ profile }, { name }) => {
      // The returned profile carries isLabOpen, so the Lab entry unlocks at once.
      queryClient.setQueryData(queryKeys.profile, profile);
      showSnackbar(`Successfully purchased 1 ${name}`, { type: 'success', durationMs: 3000 });
    },
    onError: (error, { rarity }) => {
      const credits = queryClient.getQueryData(profileQuery.queryKey)?.credits ?? 0;
      showSnackbar(buyErrorMessage(error, rarity, credits), { type: 'error', durationMs: 5000 });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.craftingGame });
      void queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
    },
  });
}
