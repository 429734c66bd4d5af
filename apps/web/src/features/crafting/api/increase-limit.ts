import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { showUnsentWrite } from '@/lib/show-unsent-write';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /api/craft/game/increase-limit: +1 starting item for diamonds; returns the profile. */
function increaseLimit(): Promise<Profile> {
  return callEndpoint(endpoints.craftGameIncreaseLimit);
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
