import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders, tokenFromSignIn } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { lazyAuthSchema } from '@/lib/lazy-schema';
import { queryKeys } from '@/shared/queries/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { setToken } from '@/lib/token-storage';
import { registerProfile } from './register-profile';

/** POST /api/auth/sign-in/anonymous (better-auth): a new guest session, as a bearer token. */
async function signInAnonymous(): Promise<string> {
  const { data, headers } = await apiRequestWithHeaders({
    method: 'POST',
    path: '/auth/sign-in/anonymous',
    body: {},
    schema: lazyAuthSchema('AnonymousSignInAnswerSchema'),
    token: null,
  });
  const token = tokenFromSignIn(headers, data);
  if (!token) throw new Error('The server did not return a session token.');
  return token;
}

/**
 * 'Continue as Guest': sign in, register the profile with the new token, and only then
 * store the token. Storing it first would let the route guards leave /login before the
 * profile exists.
 */
export function useSignInAnonymous() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = await signInAnonymous();
      const profile = await registerProfile(token);
      return { token, profile };
    },
    onSuccess: ({ token, profile }) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      setToken(token);
    },
    onError: (error) => {
      console.error('Anonymous login failed', error);
      showSnackbar(`Anonymous Sign-In Failed: ${errorMessage(error)}`, {
        type: 'error',
        durationMs: 5000,
      });
    },
  });
}
