/**
 * Mounts better-auth at /api/auth/*: each Fastify request becomes a Web Request for
 * `auth.handler`, and its answer is copied back. Errors are reshaped into the API's
 * `{ error, code }` so the client handles one error format.
 *
 * The game authenticates with bearer tokens only, so cookies are dropped both ways: a
 * stale session cookie would otherwise make better-auth refuse a new guest sign-in, or
 * refuse a sign-out made from another host name for the same server ('Invalid origin').
 * Without cookies there is nothing for a cross-site request to ride on.
 *
 * The exception is the OAuth flow with Google: starting it (sign-in or link) sets a
 * `state` cookie that the provider's callback must bring back (better-auth refuses a
 * callback without it: the protection against login CSRF), and the callback sets the
 * session cookie that /api/auth-handover turns into a one-time code and clears.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_COMPLETE_ROUTE, OAUTH_SERVER_ERROR, errorCodeForStatus } from '@alchemy/contracts';
import type { Auth } from '../auth/auth';
import { AUTH_BASE_PATH } from '../auth/auth';
import { errorBody } from './error-handler';

/** The better-auth paths that carry cookies: the OAuth flow's start and its callback. */
const CALLBACK_PATH = /^\/callback\/[a-z0-9-]+$/;
const OAUTH_PATHS = [/^\/sign-in\/social$/, /^\/link-social$/, CALLBACK_PATH];

const AuthErrorSchema = z.object({ message: z.string().min(1) });

/** better-auth's error message, when its body has one. */
function messageOf(text: string): string {
  try {
    const parsed = AuthErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON: the generic message.
  }
  return 'Sign-in failed.';
}

export function carriesCookies(authPath: string): boolean {
  return OAUTH_PATHS.some((pattern) => pattern.test(authPath));
}

export function toWebHeaders(request: FastifyRequest, withCookies = false): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || (key === 'cookie' && !withCookies)) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else headers.set(key, String(value));
  }
  return headers;
}

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; publicUrl: string; rateLimitPerMinute: number },
) {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, options.publicUrl);
      const authPath = url.pathname.slice(AUTH_BASE_PATH.length);
      const cookies = carriesCookies(authPath);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const webRequest = new Request(url, {
        method: request.method,
        headers: toWebHeaders(request, cookies),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      const response = await options.auth.handler(webRequest);
      if (response.status >= 500 && CALLBACK_PATH.test(authPath)) {
        // The browser is mid-redirect: a JSON page would strand the player. Back to the
        // app, which says the sign-in or link failed (nothing was changed: see 0007).
        request.log.error({ status: response.status }, 'OAuth callback failed');
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${AUTH_COMPLETE_ROUTE}?error=${OAUTH_SERVER_ERROR}`);
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      if (cookies) {
        const set = response.headers.getSetCookie();
        if (set.length > 0) reply.header('set-cookie', set);
      }
      const text = await response.text();
      if (response.status >= 400) {
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .send(errorBody(errorCodeForStatus(response.status), messageOf(text)));
      }
      return reply.send(text.length > 0 ? text : null);
    },
  });
}
