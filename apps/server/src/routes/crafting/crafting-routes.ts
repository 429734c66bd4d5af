/** The crafting game's endpoints (spec section 7), thin over repositories/crafting.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  BuyItemRequestSchema,
  BuyItemResponseSchema,
  CraftingGameSchema,
  CraftRequestSchema,
  CraftResultSchema,
  GameItemEntrySchema,
  GameItemSchema,
  ItemSearchRequestSchema,
  LabItemListSchema,
  ProfileSchema,
  StartGameRequestSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { bearerSecurity, gameErrors } from '../route-schemas';
import { ensureRecipe } from '../../generator/ensure-recipe';
import type { ItemGenerator } from '../../generator/item-generator';
import { playerOf } from '../../plugins/authenticate';
import { craft, gameItems, getGame, startGame } from '../../repositories/crafting';
import { buildingBlocks, toGameItem } from '../../repositories/items';
import { buyItem, increaseItemsLimit, searchLabItems } from '../../repositories/lab-items';
import { findPlayerById, toProfile } from '../../repositories/players';

export const craftingRoutes: FastifyPluginAsyncZod<{ db: Db; generator: ItemGenerator }> = async (
  app,
  { db, generator },
) => {
  // onRequest, before the body is parsed: a caller without a session learns nothing more.
  app.addHook('onRequest', app.requirePlayer);

  app.get(
    API_PATHS.craftGame,
    {
      schema: {
        tags: ['crafting'],
        summary: 'The current crafting run; 404 NO_CRAFTING_GAME before the first start',
        security: bearerSecurity,
        response: { 200: CraftingGameSchema, ...gameErrors },
      },
    },
    async (request) => getGame(db, playerOf(request)),
  );

  app.post(
    API_PATHS.craftGameStart,
    {
      schema: {
        tags: ['crafting'],
        summary: 'Start a new run with an allocation of the unlocked base elements',
        security: bearerSecurity,
        body: StartGameRequestSchema,
        response: { 200: CraftingGameSchema, ...gameErrors },
      },
    },
    async (request) => {
      const current = playerOf(request);
      await startGame(db, current, request.body.items);
      return getGame(db, current);
    },
  );

  app.get(
    API_PATHS.craftGameStartItems,
    {
      schema: {
        tags: ['crafting'],
        summary: 'The base elements and the level that unlocks each',
        security: bearerSecurity,
        response: { 200: z.array(GameItemEntrySchema), ...gameErrors },
      },
    },
    async () =>
      (await buildingBlocks(db)).map((row) => ({
        item: toGameItem(row, { quantity: 0 }),
        levelRequired: row.unlockLevel ?? 1,
      })),
  );

  app.post(
    API_PATHS.craftGameIncreaseLimit,
    {
      schema: {
        tags: ['crafting'],
        summary: 'Raise the initial items limit by one, for diamonds',
        security: bearerSecurity,
        response: { 200: ProfileSchema, ...gameErrors },
      },
    },
    async (request) =>
      toProfile(await increaseItemsLimit(db, playerOf(request), request.id), Date.now()),
  );

  app.post(
    API_PATHS.craftGameItemsSearch,
    {
      schema: {
        tags: ['crafting'],
        summary: 'The crafting grid, optionally filtered',
        security: bearerSecurity,
        body: ItemSearchRequestSchema,
        response: { 200: z.array(GameItemSchema), ...gameErrors },
      },
    },
    async (request) => gameItems(db, playerOf(request), request.body.filter),
  );

  app.post(
    API_PATHS.craftGameItemsCraft,
    {
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
      await ensureRecipe(db, generator, playerOf(request).id, itemOneId, itemTwoId, request.log);
      const outcome = await craft(db, playerOf(request), itemOneId, itemTwoId, request.id);
      if (!outcome.result) return reply.status(204).send(null);
      return outcome.result;
    },
  );

  app.post(
    API_PATHS.itemsBuy,
    {
      schema: {
        tags: ['lab'],
        summary: 'Buy discovered items into the lab, at the rarity price',
        security: bearerSecurity,
        body: BuyItemRequestSchema,
        response: { 200: BuyItemResponseSchema, ...gameErrors },
      },
    },
    async (request) => {
      const current = playerOf(request);
      const labItem = await buyItem(
        db,
        current,
        request.body.itemId,
        request.body.amount,
        request.id,
      );
      const updated = await findPlayerById(db, current.id);
      return { labItem, profile: toProfile(updated ?? current, Date.now()) };
    },
  );

  app.post(
    API_PATHS.labItemsSearch,
    {
      schema: {
        tags: ['lab'],
        summary: 'The lab items, optionally filtered',
        security: bearerSecurity,
        body: ItemSearchRequestSchema,
        response: { 200: LabItemListSchema, ...gameErrors },
      },
    },
    async (request) => searchLabItems(db, playerOf(request).id, request.body.filter),
  );
};
