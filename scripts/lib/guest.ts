/** A new player for the benchmarks and the soak, made through the API as the web app does. */
import { API_PREFIX, ProfileSchema } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { z } from 'zod';

const TokenAnswer = z.string().min(1);

/** Signs in a guest at `base` (the server's origin) and registers its profile. */
export async function signUpGuest(base: string): Promise<{ token: string; id: string }> {
  const signIn = await fetch(`${base}${API_PREFIX}/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const token = TokenAnswer.safeParse(signIn.headers.get('set-auth-token'));
  if (!token.success) throw new Error(`guest sign-in failed: ${signIn.status}`);
  const registered = await fetch(`${base}${API_PREFIX}${endpoints.profileRegister.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.data}` },
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status}`);
  return { token: token.data, id: ProfileSchema.parse(await registered.json()).id };
}
