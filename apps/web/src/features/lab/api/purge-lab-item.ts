import { type LabItem, type Profile, type PurgeResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { afterLabItemPurge } from '../lab-cache';

/** DELETE /api/lab/items/{id}: the whole stack, for magic dust. */
function purgeLabItem(itemId: string): Promise<PurgeResult> {
  return callEndpoint(endpoints.labItemPurge, { params: { id: itemId } });
}

const refetchBoth = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.labItems }),
    queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  ]);

export function usePurgeLabItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeLabItem,
    // The stack goes and its dust comes back: the purge's effect (lab-cache.ts), as the
    // server wrote it, on the lab and the purse the screen holds; fetched again only when
    // they are out of step with the server, or the purge failed.
    onSuccess: (_answer, itemId) => {
      const lab = queryClient.getQueryData<LabItem[]>(queryKeys.labItems);
      const profile = queryClient.getQueryData<Profile>(queryKeys.profile);
      const next = lab && profile ? afterLabItemPurge(lab, profile, itemId) : null;
      if (!next) return refetchBoth(queryClient);
      queryClient.setQueryData(queryKeys.labItems, next.lab);
      queryClient.setQueryData(queryKeys.profile, next.profile);
    },
    onError: () => refetchBoth(queryClient),
  });
}
