/** The crafting game's endpoints, thin over services/crafting-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { ensureRecipe } from '../../generator/ensure-recipe';
import type { ItemGenerator } from '../../generator/item-generator';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  craft,
  gameItems,
  getGame,
  increaseItemsLimit,
  startGame,
  startItems,
} from '../../services/crafting-service';
import { routeOf } from '../route-of';

export const craftingRoutes: FastifyPluginAsyncZod<{ db: Db; generator: ItemGenerator }> = async (
  app,
  { db, generator },
) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  routeOf(app, endpoints.craftGame, async (request) => getGame(ctx(request), playerOf(request)));
  routeOf(app, endpoints.craftGameStart, async (request) =>
    startGame(ctx(request), playerOf(request), request.body.items),
  );
  routeOf(app, endpoints.craftGameStartItems, async (request) => startItems(ctx(request)));
  routeOf(app, endpoints.craftGameIncreaseLimit, async (request) =>
    increaseItemsLimit(ctx(request), playerOf(request)),
  );
  routeOf(app, endpoints.craftGameItemsSearch, async (request) =>
    gameItems(ctx(request), playerOf(request), request.body.filter),
  );
  // 200 with the result, or 204 when the craft failed (the dust is refunded).
  routeOf(app, endpoints.craftGameItemsCraft, async (request, reply) => {
    const { itemOneId, itemTwoId } = request.body;
    const current = playerOf(request);
    await ensureRecipe(ctx(request), generator, current.id, itemOneId, itemTwoId);
    const result = await craft(ctx(request), current, itemOneId, itemTwoId);
    if (!result) return reply.status(204).send(null);
    return result;
  });
};
