import { API_PATHS, CraftResultSchema, type CraftResult } from '@alchemy/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/craft/game/items/craft. A failed craft is a 204 with no body, returned here as
 * null (the server has already refunded the dust).
 */
export async function craftItems(
  itemOneId: string,
  itemTwoId: string,
): Promise<CraftResult | null> {
  const body = await apiRequest<unknown>({
    method: 'POST',
    path: API_PATHS.craftGameItemsCraft,
    body: { itemOneId, itemTwoId },
  });
  return body === null ? null : CraftResultSchema.parse(body);
}
