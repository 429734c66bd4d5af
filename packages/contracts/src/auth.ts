import { z } from 'zod';

/**
 * better-auth serves /api/auth/*. These are the parts of its answers that the client
 * relies on; the bearer token itself arrives in the `set-auth-token` response header.
 */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

export const AnonymousSignInResponseSchema = z.object({
  token: z.string().min(1),
  user: z.object({ id: z.string() }).loose(),
});
export type AnonymousSignInResponse = z.infer<typeof AnonymousSignInResponseSchema>;

export const SessionResponseSchema = z
  .object({
    session: z.object({ id: z.string(), expiresAt: z.string() }).loose(),
    user: z.object({ id: z.string(), isAnonymous: z.boolean().nullish() }).loose(),
  })
  .nullable();
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** What the login screen needs to know about the server's sign-in options. */
export const AuthProvidersResponseSchema = z
  .object({
    anonymous: z.boolean(),
    google: z.boolean(),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;
