/**
 * Pictures need no token (an <img> sends none), so they are limited per client (IP)
 * instead, in two windows of a minute:
 *
 * - every picture asked for, counted by each instance on its own: a kept picture costs a
 *   map lookup to send, so a flood of them needs only to be cut short, not a database
 *   write per request;
 * - every picture that must be drawn (not kept yet: a database read and a drawing), counted
 *   across all instances in the shared rate-limit store (plugins/rate-limit-store.ts on
 *   PostgreSQL), with each instance's own count in front: once that alone is over, the
 *   shared one is too, and the answer is 429 without asking the store.
 *
 * A client over either gets 429 with Retry-After and words a player can read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { Lru } from '../../lib/lru';

const WINDOW_MS = 60_000;
/** Clients one instance remembers; beyond that it forgets the quietest. */
const LOCAL_CLIENTS = 10_000;

export const PICTURES_LIMITED_MESSAGE =
  'Too many pictures asked for at once. Please wait a moment and try again.';

type PictureCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface PictureLimits {
  /** For every picture request (an onRequest hook). */
  asked: PictureCheck;
  /** Before a picture is read and drawn. */
  drawn: PictureCheck;
}

/** A per-client count in this process, by fixed windows of a minute. */
function localWindow(max: number) {
  const windows = new Lru<{ count: number; endsAt: number }>(LOCAL_CLIENTS);
  /** Counts one for the client; the seconds left in its window when it is now over. */
  return (client: string, now: number): number | null => {
    let window = windows.get(client);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + WINDOW_MS };
      windows.set(client, window);
    }
    window.count += 1;
    return window.count > max ? Math.ceil((window.endsAt - now) / 1000) : null;
  };
}

function refusal(reply: FastifyReply, seconds: number): AppError {
  reply.header('retry-after', String(Math.max(1, seconds)));
  return new AppError(429, 'RATE_LIMITED', PICTURES_LIMITED_MESSAGE);
}

export function pictureLimits(
  app: FastifyInstance,
  limits: { perMinute: number; drawsPerMinute: number },
): PictureLimits {
  const askedHere = localWindow(limits.perMinute);
  const drawnHere = localWindow(limits.drawsPerMinute);
  const drawnEverywhere = app.createRateLimit({
    max: limits.drawsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `picture-draws:${request.ip}`,
  });
  return {
    asked: async (request, reply) => {
      const wait = askedHere(request.ip, Date.now());
      if (wait !== null) throw refusal(reply, wait);
    },
    drawn: async (request, reply) => {
      const wait = drawnHere(request.ip, Date.now());
      if (wait !== null) throw refusal(reply, wait);
      const verdict = await drawnEverywhere(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw refusal(reply, verdict.ttlInSeconds);
    },
  };
}
