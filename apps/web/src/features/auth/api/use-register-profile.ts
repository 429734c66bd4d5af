import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { registerProfileMutation } from './register-profile';

/**
 * The shell's fallback registration (app/shell/use-shell-start.ts), with the stored
 * session: the profile registered is the one shown; a failure is only logged.
 *
 * A file apart from register-profile.ts, which the login screen, the shell and
 * /auth/complete all import: with a useMutation in that shared module the bundler moved
 * TanStack Query's core out of the entry into a chunk of its own, almost 1 kB more on
 * every first screen (scripts/bundle-budget.ts).
 */
export function useRegisterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerProfileMutation,
    onSuccess: (registered) => queryClient.setQueryData(queryKeys.profile, registered),
    onError: (error) => console.error('Profile registration failed', error),
  });
}
