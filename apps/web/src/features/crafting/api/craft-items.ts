import { API_PATHS, type CraftResult } from '@alchemy/contracts';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/**
 * POST /api/craft/game/items/craft. A failed craft is a 204 with no body, returned here as
 * null (the server has already refunded the dust).
 */
export async function craftItems(
  itemOneId: string,
  itemTwoId: string,
): Promise<CraftResult | null> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.craftGameItemsCraft,
    body: { itemOneId, itemTwoId },
    schema: lazySchema('CraftResultOrNoneSchema'),
  });
}
