import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { seasonBoardKeys } from '@/shared/queries/season-board-query';
import { socialKeys } from './profile-keys';

/** POST /api/profile/avatar: a new avatar for 100 credits; the new profile. */
export function regenerateAvatar(): Promise<Profile> {
  return callEndpoint(endpoints.profileAvatar);
}

export function useRegenerateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateAvatar,
    onSuccess: (profile) => {
      // The credits spent show as a floating delta in the currency bar.
      queryClient.setQueryData(queryKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: socialKeys.leaderboard });
      void queryClient.invalidateQueries({ queryKey: seasonBoardKeys.all });
    },
    // The purse the button was priced with may be stale.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
