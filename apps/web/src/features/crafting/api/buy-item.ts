import { API_PATHS, BuyItemResponseSchema, type BuyItemResponse } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';

interface BuyVariables {
  itemId: string;
  name: string;
}

/** POST /api/items/buy: one unit into the lab (the grid always buys 1, spec section 7). */
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
    onError: (error) => {
      // Spec section 8: the server's error field, else a generic line, for 5 s.
      const message = error instanceof ApiError ? error.message : 'Failed to buy item.';
      showSnackbar(message || 'Failed to buy item.', { type: 'error', durationMs: 5000 });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.craftingGame });
      void queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
    },
  });
}
