/**
 * GET /api/auth-handover: where a Google sign-in lands after the provider and better-auth's
 * callback. The page cannot read the bearer token from the callback's redirect, so the
 * session the callback made (its cookie) becomes a one-time code: single use, one minute,
 * stored hashed (better-auth's one-time-token plugin). The browser goes on to the app's
 * /auth/complete with the code in the fragment (never sent to a server, never logged),
 * and the app trades it for its bearer token with POST /api/auth/one-time-token/verify.
 * The session cookie is cleared here: the game itself never authenticates by cookie.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_COMPLETE_ROUTE, OAUTH_HANDOVER_PATH } from '@alchemy/contracts';
import type { Auth } from '../../auth/auth';
import { toWebHeaders } from '../../plugins/auth-routes';

export const handoverRoutes: FastifyPluginAsync<{ auth: Auth }> = async (app, { auth }) => {
  // Public: the browser arrives from the OAuth callback with a cookie, never a token.
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get(OAUTH_HANDOVER_PATH, options, async (request, reply) => {
    const context = await auth.$context;
    let code: string | null = null;
    try {
      const made = await auth.api.generateOneTimeToken({ headers: toWebHeaders(request, true) });
      code = made.token;
    } catch (error) {
      request.log.warn({ err: error }, 'handover without a session');
    }
    const expired = 'Max-Age=0; Path=/; HttpOnly; SameSite=Lax';
    reply.header('set-cookie', [
      `${context.authCookies.sessionToken.name}=; ${expired}`,
      `${context.authCookies.sessionData.name}=; ${expired}`,
    ]);
    reply.header('cache-control', 'no-store');
    return reply.redirect(
      code
        ? `${AUTH_COMPLETE_ROUTE}#code=${encodeURIComponent(code)}`
        : `${AUTH_COMPLETE_ROUTE}?error=session_missing`,
    );
  });
};
