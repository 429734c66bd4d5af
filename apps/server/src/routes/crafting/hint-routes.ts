/** Hints (docs/RULES.md, "Hints"), thin over services/hint-service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { hintStatus, takeHint } from '../../services/hint-service';
import { routeOf } from '../route-of';

export const hintRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.craftHint, async (request) =>
    hintStatus(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.craftHintTake, async (request) =>
    takeHint(contextOf(db, request), playerOf(request), request.body.paid, request.body.payWith),
  );
};
