/**
 * The whole game server as one Fastify instance, built without listening so tests can
 * call it through `inject`: the app is a plugin, the process is separate (docs/ARCHITECTURE.md,
 * "The server").
 * The caller owns the database: it opens it before and closes it after the app.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@alchemy/contracts';
import { createAuth, type Auth } from './auth/auth';
import { catalogueOnly } from './generator/item-generator';
import { openAiGenerator } from './generator/openai-generator';
import type { Config } from './config';
import { inviteKeyFrom } from './lib/invite-links';
import { authOptionsRoutes } from './routes/auth/auth-options-routes';
import { handoverRoutes } from './routes/auth/handover-routes';
import type { Database } from './db/database';
import { apiDocsPlugin } from './plugins/api-docs';
import { authRoutes } from './plugins/auth-routes';
import { clientErrorHandler } from './plugins/client-errors';
import { compressionPlugin } from './plugins/compression';
import { inputGuardPlugin } from './plugins/input-guard';
import { authenticatePlugin, type RouteAccess } from './plugins/authenticate';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { gameNoticesPlugin } from './plugins/game-notices';
import { postgresRateLimitStore } from './plugins/rate-limit-store';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { healthRoutes } from './routes/health/health-routes';
import { arenaRoutes } from './routes/arena/arena-routes';
import { replayRoutes } from './routes/arena/replay-routes';
import { craftingRoutes } from './routes/crafting/crafting-routes';
import { encyclopediaRoutes } from './routes/crafting/encyclopedia-routes';
import { hintRoutes } from './routes/crafting/hint-routes';
import { imageRoutes } from './routes/images/image-routes';
import { exchangeRoutes } from './routes/exchange/exchange-routes';
import { friendsRoutes } from './routes/friends/friends-routes';
import { goalsRoutes } from './routes/goals/goals-routes';
import { itemRoutes } from './routes/items/item-routes';
import { labRoutes } from './routes/lab/lab-routes';
import { marketRoutes } from './routes/market/market-routes';
import { profileRoutes } from './routes/profile/profile-routes';
import { playerCardRoutes } from './routes/players/player-card-routes';
import { raceRoutes } from './routes/race/race-routes';
import { seasonRoutes } from './routes/seasons/season-routes';
import { liveRoutes } from './routes/live/live-routes';
import { LiveHub } from './live/live-hub';
import { createOddsPool } from './workers/odds-pool';
import { rememberedOdds } from './workers/remembered-odds';

/** JSON bodies of this game are small; anything larger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A route as it was registered: one entry per method, with the access it declares
 * (`config.access`; undefined for routes not of the game: better-auth's bridge, the docs,
 * the static web app). src/adversarial/ holds every entry to its own classification, so a
 * new endpoint cannot escape the authorization matrix.
 */
interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: BuildAppOptions) {
  if (config.authSecret.length < 32) {
    throw new Error('buildApp needs the auth secret: resolve it first (withSharedAuthSecret)');
  }
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Our own ids only: a client-chosen id could forge log lines.
    requestIdHeader: false,
    clientErrorHandler,
    frameworkErrors,
    genReqId: () => randomUUID(),
    // '//api/profile' is '/api/profile', not a path for the static files to refuse.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  // First, before any plugin registers a route, so the table has them all.
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const auth = createAuth(database.db, config, app.log);
  app.decorate('auth', auth);

  // The live channel: one LISTEN for this instance; its streams end before the server
  // closes (an open stream would hold the close for ever).
  const hub = new LiveHub(database.db, app.log);
  await hub.start(database);
  app.decorate('liveHub', hub);
  app.addHook('preClose', () => hub.stop());

  // The win odds' worker threads (ADR 0113): started on first use, ended with the app;
  // an answer for the same two sides is given again, not simulated again (ADR 0120).
  const odds = rememberedOdds(createOddsPool({ workers: config.oddsWorkers, log: app.log }));
  app.addHook('onClose', () => odds.close());

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compressionPlugin);
  await app.register(gameNoticesPlugin);
  await app.register(securityPlugin, {
    // Many instances on one PostgreSQL count one window; PGlite serves one process.
    rateLimitStore:
      database.driver === 'postgres' ? postgresRateLimitStore(database.db) : undefined,
  });
  await app.register(apiDocsPlugin);
  await app.register(authRoutes, {
    auth,
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    guestSignUpsPerDay: config.guestSignUpsPerDay,
    databaseReachable: () =>
      database.ping().then(
        () => true,
        () => false,
      ),
  });
  await app.register(authenticatePlugin, { db: database.db, authSecret: config.authSecret });

  await app.register(
    async (api) => {
      // Every game route says who may call it: none is public by omission.
      api.addHook('onRoute', (route) => {
        if (route.config?.access === undefined) {
          throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
        }
      });
      await api.register(healthRoutes, { database });
      await api.register(authOptionsRoutes, { googleSignIn: config.google !== undefined });
      await api.register(handoverRoutes, { auth });
      await api.register(profileRoutes, { db: database.db });
      await api.register(playerCardRoutes, { db: database.db });
      await api.register(imageRoutes, {
        db: database.db,
        perMinute: config.pictureRateLimitPerMinute,
        drawsPerMinute: config.pictureDrawsPerMinute,
      });
      await api.register(labRoutes, { db: database.db });
      await api.register(itemRoutes, { db: database.db });
      await api.register(arenaRoutes, {
        db: database.db,
        cooldownSeconds: config.duelCooldownSeconds,
        seasonLengthDays: config.seasonLengthDays,
        odds,
      });
      await api.register(replayRoutes, { db: database.db });
      await api.register(marketRoutes, { db: database.db });
      await api.register(exchangeRoutes, { db: database.db });
      await api.register(friendsRoutes, {
        db: database.db,
        inviteKey: inviteKeyFrom(config.authSecret),
      });
      await api.register(craftingRoutes, {
        db: database.db,
        generator: config.itemGenerator
          ? openAiGenerator({ ...config.itemGenerator, log: app.log })
          : catalogueOnly,
      });
      await api.register(hintRoutes, { db: database.db });
      await api.register(encyclopediaRoutes, { db: database.db });
      await api.register(goalsRoutes, { db: database.db });
      await api.register(raceRoutes, { db: database.db });
      await api.register(seasonRoutes, {
        db: database.db,
        seasonLengthDays: config.seasonLengthDays,
      });
      await api.register(liveRoutes, {
        db: database.db,
        hub,
        maxMs: config.liveStreamMaxMs,
      });
    },
    { prefix: API_PREFIX },
  );

  await app.register(webAppPlugin, {
    webDist: config.webDist,
    db: database.db,
    publicUrl: config.publicUrl,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    liveHub: LiveHub;
    routeTable: readonly RegisteredRoute[];
  }
}
