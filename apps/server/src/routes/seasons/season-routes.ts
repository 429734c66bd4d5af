/** Ranked seasons' endpoints (docs/RULES.md, "Ranked seasons"), thin over season-service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { currentSeason, seasonBoard } from '../../services/season-service';
import { routeOf } from '../route-of';

export const seasonRoutes: FastifyPluginAsyncZod<{ db: Db; seasonLengthDays: number }> = async (
  app,
  { db, seasonLengthDays },
) => {
  routeOf(app, endpoints.seasonsCurrent, async (request) =>
    currentSeason(contextOf(db, request), playerOf(request), seasonLengthDays),
  );
  routeOf(app, endpoints.seasonsBoard, async (request) =>
    seasonBoard(contextOf(db, request), playerOf(request), request.query, seasonLengthDays),
  );
};
