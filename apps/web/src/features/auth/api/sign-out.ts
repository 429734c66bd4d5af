import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/sign-out (better-auth): ends the session on the server. */
async function signOut(token: string): Promise<void> {
  await apiRequest({ method: 'POST', path: '/auth/sign-out', body: {}, token });
}

/**
 * Ending a session, given its token: the /logout screen's (useMutation) and the sign-in's
 * last steps' (finish-google.ts, through lib/run-mutation.ts).
 */
export const signOutMutation = mutationOptions({
  mutationKey: ['auth', 'sign-out'],
  mutationFn: signOut,
});
