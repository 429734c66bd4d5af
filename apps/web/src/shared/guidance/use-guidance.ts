import type { Profile } from '@alchemy/contracts';
import type { GuidanceKey } from '@alchemy/game-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useProfile } from '@/shared/queries/profile-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { markGuidanceSeen } from './mark-guidance';

export interface Guidance {
  /** The tip is due: the profile is loaded and the player has not seen it yet. */
  show: boolean;
  /** Marks the tip seen (dismissed, or its action taken): hidden at once, kept on the server. */
  dismiss: () => void;
}

/**
 * One first-time tip. The profile carries the keys the player has seen; dismissing updates
 * the cached profile at once (so the tip never flickers back) and tells the server, which
 * keeps it for every device. A failed call only logs: the tip comes back next session,
 * which is better than a tip that cannot be closed.
 */
export function useGuidance(key: GuidanceKey): Guidance {
  const queryClient = useQueryClient();
  const profile = useProfile().data;
  const show = profile !== undefined && !profile.guidanceSeen.includes(key);

  const dismiss = useCallback(() => {
    queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
      current && !current.guidanceSeen.includes(key)
        ? { ...current, guidanceSeen: [...current.guidanceSeen, key] }
        : current,
    );
    markGuidanceSeen(key).then(
      (fresh) =>
        queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
          // Keep any other tip dismissed meanwhile, whichever answer lands first.
          current
            ? {
                ...fresh,
                guidanceSeen: [...new Set([...fresh.guidanceSeen, ...current.guidanceSeen])],
              }
            : fresh,
        ),
      (error: unknown) => console.error('Saving a dismissed tip failed', error),
    );
  }, [key, queryClient]);

  return { show, dismiss };
}
