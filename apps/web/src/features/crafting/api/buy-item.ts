import { type BuyItemResponse, type LabItem } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Rarity } from '@alchemy/game-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { buyErrorMessage } from '@/shared/crafting/crafting-messages';

interface BuyVariables {
  itemId: string;
  name: string;
  /** Prices the unit, should the server find the credits short. */
  rarity: Rarity;
}

/** POST /api/items/buy: one unit into the lab (the grid always buys 1). */
function buyItem(itemId: string): Promise<BuyItemResponse> {
  return callEndpoint(endpoints.itemsBuy, { body: { itemId, amount: 1 } });
}

export function useBuyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId }: BuyVariables) => buyItem(itemId),
    // The answer says it all: the balances, and the lab stock of the item bought. The
    // crafting run does not change. Only a kind of item new to the lab refetches the lab's
    // list, whose order is the server's.
    onSuccess: ({ profile, labItem }, { name }) => {
      // The returned profile carries isLabOpen, so the Lab entry unlocks at once.
      queryClient.setQueryData(queryKeys.profile, profile);
      const lab = queryClient.getQueryData<LabItem[]>(queryKeys.labItems);
      if (lab?.some((entry) => entry.item.id === labItem.item.id)) {
        queryClient.setQueryData(
          queryKeys.labItems,
          lab.map((entry) => (entry.item.id === labItem.item.id ? labItem : entry)),
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
      }
      showSnackbar(`Successfully purchased 1 ${name}`, { type: 'success', durationMs: 3000 });
    },
    onError: (error) => {
      showSnackbar(buyErrorMessage(error), { type: 'error', durationMs: 5000 });
      // Refused for credits, maybe spent elsewhere: show the balance as it is.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
