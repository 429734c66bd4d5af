import { API_PATHS, type Profile } from '@alchemy/contracts';
import type { GuidanceKey } from '@alchemy/game-rules';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/** POST /api/profile/guidance: one tip seen or dismissed, for good and on every device. */
export function markGuidanceSeen(key: GuidanceKey): Promise<Profile> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.profileGuidance,
    body: { key },
    schema: lazySchema('ProfileSchema'),
  });
}
