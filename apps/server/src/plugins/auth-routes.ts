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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_COMPLETE_ROUTE, OAUTH_SERVER_ERROR, errorCodeForStatus } from '@alchemy/contracts';
import type { Auth } from '../auth/auth';
import { AUTH_BASE_PATH } from '../auth/auth';
import { AppError } from '../lib/app-error';
import { errorBody, sendUnavailable } from './error-handler';

/** The better-auth paths that carry cookies: the OAuth flow's start and its callback. */
const CALLBACK_PATH = /^\/callback\/[a-z0-9-]+$/;
const OAUTH_PATHS = [/^\/sign-in\/social$/, /^\/link-social$/, CALLBACK_PATH];

/**
 * The better-auth endpoints the game uses; every other one (update-user, change-email,
 * list-accounts, ...) answers 404, so nothing the game does not need can be reached:
 * better-auth's user name and image, for one, cannot be set to anything at all.
 */
export const ENDPOINTS_IN_USE: ReadonlyArray<{ method: 'GET' | 'POST'; path: RegExp }> = [
  { method: 'POST', path: /^\/sign-in\/anonymous$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-in\/social$/ },
  { method: 'POST', path: /^\/link-social$/ },
  { method: 'GET', path: CALLBACK_PATH },
  // Providers that answer with a form post; better-auth turns it into the GET.
  { method: 'POST', path: CALLBACK_PATH },
  { method: 'POST', path: /^\/one-time-token\/verify$/ },
];

function isEndpointInUse(method: string, authPath: string): boolean {
  return ENDPOINTS_IN_USE.some(
    (endpoint) => endpoint.method === method && endpoint.path.test(authPath),
  );
}

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

function carriesCookies(authPath: string): boolean {
  return OAUTH_PATHS.some((pattern) => pattern.test(authPath));
}

/** What the Fetch API refuses in a header value (it throws a TypeError on it). */
const UNSENDABLE_HEADER_VALUE = /[\0\r\n]/;

export function toWebHeaders(request: FastifyRequest, withCookies = false): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || (key === 'cookie' && !withCookies)) continue;
    // A value the Fetch API refuses (a NUL, a line break) was a 500 here. It cannot be
    // passed on, so it is left out: better-auth sees the request as without that header,
    // and a NUL token is no token (401 where a session is needed).
    const values = [value].flat().filter((item) => !UNSENDABLE_HEADER_VALUE.test(item));
    for (const item of values) headers.append(key, item);
  }
  return headers;
}

/**
 * The browser is mid-redirect: a JSON page would strand the player. Back to the app, which
 * says the sign-in or link failed (nothing was changed: see migration 0007).
 */
function backToAppAfterFailedCallback(reply: FastifyReply) {
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${AUTH_COMPLETE_ROUTE}?error=${OAUTH_SERVER_ERROR}`);
}

export interface AuthRoutesOptions {
  auth: Auth;
  publicUrl: string;
  /** Calls to better-auth per IP per minute, every instance together. */
  rateLimitPerMinute: number;
  /** New guests per IP per day, every instance together. */
  guestSignUpsPerDay: number;
  /**
   * Whether the database answers now: when better-auth answers 500 with an APIError of its
   * own, this tells a lost database (503, as every game call answers then) from a bug.
   */
  databaseReachable: () => Promise<boolean>;
}

/** The name of the per-minute window all rate-limited auth calls share. */
const AUTH_MINUTE_GROUP = 'auth-per-minute';

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const perMinute = {
    rateLimit: {
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      groupId: AUTH_MINUTE_GROUP,
    },
  };
  const guestsToday = app.createRateLimit({
    max: options.guestSignUpsPerDay,
    timeWindow: '1 day',
    keyGenerator: (request) => `guest-sign-ups-per-day:${request.ip}`,
  });

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, options.publicUrl);
    const authPath = url.pathname.slice(AUTH_BASE_PATH.length);
    if (!isEndpointInUse(request.method, authPath)) {
      return reply
        .status(404)
        .send(errorBody('NOT_FOUND', `There is no ${request.method} ${url.pathname} here.`));
    }
    const cookies = carriesCookies(authPath);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    const webRequest = new Request(url, {
      method: request.method,
      headers: toWebHeaders(request, cookies),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    });
    let response: Response;
    try {
      response = await options.auth.handler(webRequest);
    } catch (error) {
      // Not an APIError (auth/auth.ts, onAPIError.throw): the error handler tells a lost
      // database from a bug. Mid-redirect, the player goes back to the app instead.
      if (!CALLBACK_PATH.test(authPath)) throw error;
      request.log.error({ err: error }, 'OAuth callback failed');
      return backToAppAfterFailedCallback(reply);
    }
    if (response.status >= 500) {
      if (CALLBACK_PATH.test(authPath)) {
        request.log.error({ status: response.status }, 'OAuth callback failed');
        return backToAppAfterFailedCallback(reply);
      }
      // An APIError of better-auth's own that hides its cause: a lost database when the
      // database does not answer now either.
      if (!(await options.databaseReachable())) {
        request.log.warn({ status: response.status }, 'database unavailable: answered 503');
        return sendUnavailable(reply);
      }
      request.log.error({ status: response.status, authPath }, 'better-auth answered 500');
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
  }

  // Signing out is never rate-limited away: a player who cannot sign out keeps a live token.
  app.route({
    method: 'POST',
    url: `${AUTH_BASE_PATH}/sign-out`,
    schema: { hide: true },
    handler,
  });

  // A new guest: the shared per-minute window, and a daily cap per IP on top.
  app.route({
    method: 'POST',
    url: `${AUTH_BASE_PATH}/sign-in/anonymous`,
    config: perMinute,
    schema: { hide: true },
    preHandler: async (request) => {
      const verdict = await guestsToday(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          'Too many new guests from your network today. Please try again tomorrow.',
        );
      }
    },
    handler,
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    config: perMinute,
    schema: { hide: true },
    handler,
  });
}
