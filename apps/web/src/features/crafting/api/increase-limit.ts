import { API_PATHS, type Profile } from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { showUnsentWrite } from '@/lib/show-unsent-write';
import { queryKeys } from '@/shared/queries/query-keys';
import { lazySchema } from '@/lib/lazy-schema';

/** POST /api/craft/game/increase-limit: +1 starting item for diamonds; returns the profile. */
function increaseLimit(): Promise<Profile> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.craftGameIncreaseLimit,
    schema: lazySchema('ProfileSchema'),
  });
}

export function useIncreaseLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: increaseLimit,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
    // '+1 item' errors are only logged.
    // The server's errors are only logged (docs/RULES.md, "Client timings and texts"); one
    // the connection stopped is said, since the tap otherwise did nothing visible.
    onError: (error) => {
      console.error('Increasing the items limit failed', error);
      showUnsentWrite(error, 'nothing was bought');
    },
  });
}
