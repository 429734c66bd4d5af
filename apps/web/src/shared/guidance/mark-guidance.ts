import { API_PATHS, type Profile } from '@alchemy/contracts';
import type { GuidanceKey } from '@alchemy/game-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /api/profile/guidance: one tip seen or dismissed, for good and on every device. */
function markGuidanceSeen(key: GuidanceKey): Promise<Profile> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.profileGuidance,
    body: { key },
    schema: lazySchema('ProfileSchema'),
  });
}

/**
 * A tip seen: the cached profile has it at once (so the tip never flickers back), and the
 * server keeps it for every device. A failed call only logs: the tip comes back next
 * session, which is better than a tip that cannot be closed.
 */
export function useMarkGuidanceSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGuidanceSeen,
    onMutate: (key) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
        current && !current.guidanceSeen.includes(key)
          ? { ...current, guidanceSeen: [...current.guidanceSeen, key] }
          : current,
      );
    },
    onSuccess: (fresh) =>
      queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
        // Keep any other tip dismissed meanwhile, whichever answer lands first.
        current
          ? {
              ...fresh,
              guidanceSeen: [...new Set([...fresh.guidanceSeen, ...current.guidanceSeen])],
            }
          : fresh,
      ),
    onError: (error) => console.error('Saving a dismissed tip failed', error),
  });
}
