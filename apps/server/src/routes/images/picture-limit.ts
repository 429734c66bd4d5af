/**
 * Pictures need no token (an <img> sends none), so they are limited per client instead:
 * every picture route counts in one window per IP per minute, shared by all instances
 * through the rate-limit store (plugins/rate-limit-store.ts on PostgreSQL). A client over
 * the limit gets 429 with Retry-After and a message a player can read.
 *
 * Each instance also counts on its own: once its own count for a client is over the limit,
 * the shared count is too, so it answers 429 at once without asking the store. A burst
 * then costs a map lookup per request, not a database write.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { Lru } from '../../lib/lru';

const WINDOW_MS = 60_000;
/** Clients one instance remembers; beyond that the store alone counts the quiet ones. */
const LOCAL_CLIENTS = 10_000;

export const PICTURES_LIMITED_MESSAGE =
  'Too many pictures asked for at once. Please wait a moment and try again.';

export type PictureLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function pictureLimit(app: FastifyInstance, perMinute: number): PictureLimit {
  const shared = app.createRateLimit({
    max: perMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `pictures:${request.ip}`,
  });
  const local = new Lru<{ count: number; endsAt: number }>(LOCAL_CLIENTS);

  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return new AppError(429, 'RATE_LIMITED', PICTURES_LIMITED_MESSAGE);
  };

  return async (request, reply) => {
    const now = Date.now();
    let window = local.get(request.ip);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + WINDOW_MS };
      local.set(request.ip, window);
    }
    window.count += 1;
    if (window.count > perMinute) throw refuse(reply, Math.ceil((window.endsAt - now) / 1000));
    const verdict = await shared(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw refuse(reply, verdict.ttlInSeconds);
  };
}
