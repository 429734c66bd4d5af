import { type PurgeResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';

/** DELETE /api/lab/items/{id}: the whole stack, for magic dust. */
function purgeLabItem(itemId: string): Promise<PurgeResult> {
  return callEndpoint(endpoints.labItemPurge, { params: { id: itemId } });
}

export function usePurgeLabItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeLabItem,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.labItems }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
