/** The arena's endpoints, thin over services/arena-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import {
  chooseDuelRival,
  duelReplay,
  findOrCreateDuel,
  refreshDuelRivals,
  startDuel,
} from '../../services/arena-service';
import { contextOf } from '../../services/context';
import { duelOdds, lastDuel, latestDuel } from '../../services/duel-odds-service';
import type { OddsPool } from '../../workers/odds-pool';
import { routeOf } from '../route-of';

export const arenaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cooldownSeconds: number;
  seasonLengthDays: number;
  /** Where the win odds are simulated (workers/odds-pool.ts); the app closes it. */
  odds: OddsPool;
}> = async (app, { db, cooldownSeconds, seasonLengthDays, odds }) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);
  const rivalSettings = { seasonLengthDays, odds };

  routeOf(app, endpoints.arenaDuel, async (request) =>
    findOrCreateDuel(ctx(request), playerOf(request), rivalSettings),
  );
  routeOf(app, endpoints.arenaDuelRival, async (request) =>
    chooseDuelRival(ctx(request), playerOf(request), request.body.duelId, request.body.kind),
  );
  routeOf(app, endpoints.arenaDuelRefresh, async (request) =>
    refreshDuelRivals(ctx(request), playerOf(request), request.body.duelId, rivalSettings),
  );
  routeOf(app, endpoints.arenaDuelStart, async (request) =>
    startDuel(ctx(request), playerOf(request), request.body.cardIds, {
      cooldownSeconds,
      seasonLengthDays,
    }),
  );
  routeOf(app, endpoints.arenaDuelReplay, async (request) =>
    duelReplay(ctx(request), playerOf(request).id, request.params.id),
  );
  routeOf(app, endpoints.arenaOdds, async (request) =>
    duelOdds(ctx(request), playerOf(request), request.query.cardIds, odds),
  );
  routeOf(app, endpoints.arenaLatestDuel, async (request) =>
    latestDuel(ctx(request), playerOf(request).id),
  );
  routeOf(app, endpoints.arenaLastDuel, async (request) =>
    lastDuel(ctx(request), playerOf(request).id),
  );
};
