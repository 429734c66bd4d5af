/**
 * Daily goals, the streak, achievements, titles and collection milestones (docs/RULES.md),
 * thin over their services. The moves that count report to services/progress-service.ts
 * themselves; these routes read and claim.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { achievementsOf, chooseTitle } from '../../services/achievements-service';
import { claimCollection } from '../../services/collections-service';
import { contextOf } from '../../services/context';
import { claimGoal, todaysGoals } from '../../services/goals-service';
import { routeOf } from '../route-of';

export const goalsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.goals, async (request) =>
    todaysGoals(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.goalClaim, async (request) =>
    claimGoal(contextOf(db, request), playerOf(request), request.params.id),
  );
  routeOf(app, endpoints.achievements, async (request) =>
    achievementsOf(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.achievementsTitle, async (request) =>
    chooseTitle(contextOf(db, request), playerOf(request), request.body.key),
  );
  routeOf(app, endpoints.collectionsClaim, async (request) =>
    claimCollection(
      contextOf(db, request),
      playerOf(request),
      request.body.family,
      request.body.percent,
    ),
  );
};
