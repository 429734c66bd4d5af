import { z } from 'zod';
import { GOOGLE_PROVIDER_ID } from './auth-constants';

export * from './auth-constants';

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

/** POST /api/auth/sign-in/social and /api/auth/link-social start the flow with this. */
export const SocialStartRequestSchema = z.object({
  provider: z.literal(GOOGLE_PROVIDER_ID),
  callbackURL: z.string(),
  errorCallbackURL: z.string(),
  disableRedirect: z.boolean().optional(),
});
export type SocialStartRequest = z.infer<typeof SocialStartRequestSchema>;

/** Their answer: where to send the browser. */
export const SocialStartResponseSchema = z.object({ url: z.url() }).loose();

/** POST /api/auth/one-time-token/verify {token}: the bearer token comes in AUTH_TOKEN_HEADER. */
export const HandoverExchangeRequestSchema = z.object({ token: z.string().min(1) });
