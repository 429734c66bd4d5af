/**
 * @fastify/rate-limit's store, kept in PostgreSQL so every server instance on one
 * database counts the same windows (repositories/rate-limits.ts). Chosen automatically
 * when DATABASE_URL is set; PGlite serves one process, whose memory store is enough.
 * A limiter's windows are named by its `groupId`, else by its route.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Db } from '../db/database';
import { hitRateLimit } from '../repositories/rate-limits';

/**
 * What the plugin hands `child` at run time: its merged limiter settings, with the route
 * under `routeInfo` (its typings say route options, so the fields are read by parsing).
 */
const ScopeSchema = z.object({
  groupId: z.string().optional(),
  routeInfo: z
    .object({
      method: z.union([z.string(), z.array(z.string())]).optional(),
      url: z.string().optional(),
    })
    .optional(),
});

function scopeName(options: unknown): string {
  const parsed = ScopeSchema.safeParse(options);
  const scope = parsed.success ? parsed.data : {};
  if (scope.groupId) return scope.groupId;
  const method = scope.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${scope.routeInfo?.url ?? '*'}`;
}

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: unknown) {
      this.scope = scopeName(options);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitRateLimit(db, `${this.scope}|${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  }
  return PostgresRateLimitStore;
}
