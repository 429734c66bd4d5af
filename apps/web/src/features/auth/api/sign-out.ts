import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/sign-out (better-auth): ends the session on the server. */
export async function signOut(token: string): Promise<void> {
  await apiRequest({ method: 'POST', path: '/auth/sign-out', body: {}, token });
}
