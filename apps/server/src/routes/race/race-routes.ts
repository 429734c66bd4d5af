/**
 * The daily race (docs/RULES.md, "The daily race"), thin over services/race-service.ts. No
 * answer names an item the player has not made in the race before their attempt ends.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  craftInRace,
  giveUpRace,
  raceBoard,
  racePaths,
  startRace,
  todaysRace,
} from '../../services/race-service';
import { routeOf } from '../route-of';

export const raceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.race, async (request) =>
    todaysRace(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.raceAttempts, async (request) =>
    startRace(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.raceCraft, async (request) =>
    craftInRace(
      contextOf(db, request),
      playerOf(request),
      request.body.itemOneId,
      request.body.itemTwoId,
    ),
  );
  routeOf(app, endpoints.raceGiveUp, async (request) =>
    giveUpRace(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.raceBoard, async (request) =>
    raceBoard(contextOf(db, request), playerOf(request), request.query.scope),
  );
  routeOf(app, endpoints.raceDayPaths, async (request) =>
    racePaths(contextOf(db, request), playerOf(request), request.params.day),
  );
};
