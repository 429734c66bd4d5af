import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Database } from '../../db/database';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler';
import { routeOf } from '../route-of';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  routeOf(app, endpoints.health, async (_request, reply) => {
    const uptimeSeconds = Math.round(process.uptime());
    try {
      const latencyMs = Math.round((await database.ping()) * 100) / 100;
      return {
        status: 'ok' as const,
        database: { reachable: true, driver: database.driver, latencyMs },
        uptimeSeconds,
        version: VERSION,
      };
    } catch {
      // For nginx, systemd and monitors: this instance cannot serve games now. Game calls
      // answer 503 SERVICE_UNAVAILABLE meanwhile (plugins/error-handler.ts).
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          status: 'degraded',
          database: { reachable: false, driver: database.driver },
          uptimeSeconds,
          version: VERSION,
        });
    }
  });

  // The bare route: no database, no auth. Benchmarks measure every route against it.
  routeOf(app, endpoints.live, async () => ({ status: 'ok' as const }));
};
