import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { GuidanceKey } from '@alchemy/game-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /api/profile/guidance: one tip seen or dismissed, for good and on every device. */
function markGuidanceSeen(key: GuidanceKey): Promise<Profile> {
  return callEndpoint(endpoints.profileGuidance, { body: { key } });
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
