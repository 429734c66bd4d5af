/** The encyclopedia (docs/RULES.md, "Encyclopedia"), thin over its service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { encyclopediaPage } from '../../services/encyclopedia-service';
import { routeOf } from '../route-of';

export const encyclopediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.craftEncyclopedia, async (request) =>
    encyclopediaPage(contextOf(db, request), playerOf(request), request.query),
  );
};
