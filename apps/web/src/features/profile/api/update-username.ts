import { API_PATHS, ProfileSchema, type Profile } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/shared/queries/query-keys';
import { seasonBoardKeys } from '@/shared/queries/season-board-query';
import { socialKeys } from './profile-keys';

/** POST /api/profile/username: the new name (checked again by the server); the new profile. */
export function updateUsername(name: string): Promise<Profile> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.profileUsername,
    body: { name },
    schema: ProfileSchema,
  });
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
