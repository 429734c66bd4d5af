import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { seasonBoardKeys } from '@/shared/queries/season-board-query';
import { socialKeys } from './profile-keys';

/** POST /api/profile/username: the new name (checked again by the server); the new profile. */
export function updateUsername(name: string): Promise<Profile> {
  return callEndpoint(endpoints.profileUsername, { body: { name } });
}

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      // The boards show the name.
      void queryClient.invalidateQueries({ queryKey: socialKeys.leaderboard });
      void queryClient.invalidateQueries({ queryKey: seasonBoardKeys.all });
    },
  });
}
