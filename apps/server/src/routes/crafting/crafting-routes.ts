/** The crafting game's endpoints, thin over services/crafting-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  CraftingGameSchema,
  CraftRequestSchema,
  CraftResultSchema,
  GameItemEntrySchema,
  GameItemSchema,
  ItemSearchRequestSchema,
  ProfileSchema,
  StartGameRequestSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { bearerSecurity, gameErrors } from '../route-schemas';
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

export const craftingRoutes: FastifyPluginAsyncZod<{ db: Db; generator: ItemGenerator }> = async (
  app,
  { db, generator },
) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  app.get(
    API_PATHS.craftGame,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'The current crafting run; 404 NO_CRAFTING_GAME before the first start',
        security: bearerSecurity,
        response: { 200: CraftingGameSchema, ...gameErrors },
      },
    },
    async (request) => getGame(ctx(request), playerOf(request)),
  );

  app.post(
    API_PATHS.craftGameStart,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'Start a new run with an allocation of the unlocked base elements',
        security: bearerSecurity,
        body: StartGameRequestSchema,
        response: { 200: CraftingGameSchema, ...gameErrors },
      },
    },
    async (request) => startGame(ctx(request), playerOf(request), request.body.items),
  );

  app.get(
    API_PATHS.craftGameStartItems,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'The base elements and the level that unlocks each',
        security: bearerSecurity,
        response: { 200: z.array(GameItemEntrySchema), ...gameErrors },
      },
    },
    async (request) => startItems(ctx(request)),
  );

  app.post(
    API_PATHS.craftGameIncreaseLimit,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'Raise the initial items limit by one, for diamonds',
        security: bearerSecurity,
        response: { 200: ProfileSchema, ...gameErrors },
      },
    },
    async (request) => increaseItemsLimit(ctx(request), playerOf(request)),
  );

  app.post(
    API_PATHS.craftGameItemsSearch,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'The crafting grid, optionally filtered',
        security: bearerSecurity,
        body: ItemSearchRequestSchema,
        response: { 200: z.array(GameItemSchema), ...gameErrors },
      },
    },
    async (request) => gameItems(ctx(request), playerOf(request), request.body.filter),
  );

  app.post(
    API_PATHS.craftGameItemsCraft,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'Combine two items: 200 with the result, or 204 when the craft failed',
        security: bearerSecurity,
        body: CraftRequestSchema,
        response: {
          200: CraftResultSchema,
          204: z.null().describe('The craft failed'),
          ...gameErrors,
        },
      },
    },
    async (request, reply) => {
      const { itemOneId, itemTwoId } = request.body;
      const current = playerOf(request);
      await ensureRecipe(ctx(request), generator, current.id, itemOneId, itemTwoId);
      const result = await craft(ctx(request), current, itemOneId, itemTwoId);
      if (!result) return reply.status(204).send(null);
      return result;
    },
  );
};
