/** The lab's endpoints: cards and lab items, thin over services/lab-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { searchLabItems } from '../../services/crafting-service';
import {
  craftCard,
  improveCard,
  listCards,
  purgeCard,
  purgeLabItem,
} from '../../services/lab-service';
import { routeOf } from '../route-of';

export const labRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  routeOf(app, endpoints.labCards, async (request) =>
    listCards(ctx(request), playerOf(request).id),
  );
  routeOf(app, endpoints.labCraft, async (request) =>
    craftCard(ctx(request), playerOf(request), request.body.items),
  );
  routeOf(app, endpoints.labCardAscend, async (request) =>
    improveCard(ctx(request), playerOf(request), request.params.id),
  );
  routeOf(app, endpoints.labCardPurge, async (request) =>
    purgeCard(ctx(request), playerOf(request), request.params.id),
  );
  routeOf(app, endpoints.labItemPurge, async (request) =>
    purgeLabItem(ctx(request), playerOf(request), request.params.id),
  );
  routeOf(app, endpoints.labItemsSearch, async (request) =>
    searchLabItems(ctx(request), playerOf(request).id, request.body.filter),
  );
};
