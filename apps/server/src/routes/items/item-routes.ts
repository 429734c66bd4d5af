/** Buying discovered items into the lab, thin over services/crafting-service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { buyItem } from '../../services/crafting-service';
import { routeOf } from '../route-of';

export const itemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.itemsBuy, async (request) =>
    buyItem(contextOf(db, request), playerOf(request), request.body.itemId, request.body.amount),
  );
};
