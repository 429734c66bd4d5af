import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';

/**
 * POST /api/profile/register: creates the player's profile on first sign-in and returns
 * the existing one afterwards (idempotent), so it runs after every sign-in. It lives with
 * auth because it is the last step of signing in; the shell also calls it as a fallback.
 */
export function registerProfile(token?: string): Promise<Profile> {
  return callEndpoint(endpoints.profileRegister, token === undefined ? {} : { token });
}

/**
 * The registration as a mutation: with the new session's token (the sign-in's last steps,
 * finish-google.ts, run it through lib/run-mutation.ts), or the stored one when undefined.
 */
export const registerProfileMutation = mutationOptions({
  mutationKey: ['auth', 'register-profile'],
  mutationFn: registerProfile,
});

/**
 * The shell's fallback registration (app/shell/profile-registration.tsx), with the stored
 * session: the profile registered is the one shown; a failure is only logged.
 */
export function useRegisterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerProfileMutation,
    onSuccess: (registered) => queryClient.setQueryData(queryKeys.profile, registered),
    onError: (error) => console.error('Profile registration failed', error),
  });
}
