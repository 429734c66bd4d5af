/**
 * Mounts better-auth at /api/auth/*: each Fastify request becomes a Web Request for
 * `auth.handler`, and its answer is copied back. Errors are reshaped into the API's
 * `{ error, code }` so the client handles one error format.
 *
 * The game authenticates with bearer tokens only, so cookies are dropped both ways: a
 * stale session cookie would otherwise make better-auth refuse a new guest sign-in, or
 * refuse a sign-out made from another host name for the same server ('Invalid origin').
 * Without cookies there is nothing for a cross-site request to ride on.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodeForStatus } from '@alchemy/contracts';
import type { Auth } from '../auth/auth';
import { AUTH_BASE_PATH } from '../auth/auth';
import { errorBody } from './error-handler';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'cookie') continue;
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
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const webRequest = new Request(url, {
        method: request.method,
        headers: toWebHeaders(request),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      const response = await options.auth.handler(webRequest);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const text = await response.text();
      if (response.status >= 400) {
        let message = 'Sign-in failed.';
        try {
          const parsed = JSON.parse(text) as { message?: unknown };
          if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
        } catch {
          // Not JSON: keep the generic message.
        }
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .send(errorBody(errorCodeForStatus(response.status), message));
      }
      return reply.send(text.length > 0 ? text : null);
    },
  });
}
