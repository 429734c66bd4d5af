import { API_PATHS, PurgeResultSchema, type PurgeResult } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fillPath } from '@/lib/api-path';
import { queryKeys } from '@/shared/queries/query-keys';

/** DELETE /api/lab/items/{id}: the whole stack, for magic dust. */
function purgeLabItem(itemId: string): Promise<PurgeResult> {
  return apiRequest({
    method: 'DELETE',
    path: fillPath(API_PATHS.labItem, { id: itemId }),
    schema: PurgeResultSchema,
  });
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
