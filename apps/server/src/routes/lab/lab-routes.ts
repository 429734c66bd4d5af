/** The lab's endpoints: cards and lab items, thin over services/lab-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  BattleCardListSchema,
  BattleCardSchema,
  CardParamsSchema,
  LabCraftRequestSchema,
  ItemSearchRequestSchema,
  LabItemListSchema,
  LabItemParamsSchema,
  PurgeResultSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { bearerSecurity, gameErrors } from '../route-schemas';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  craftCard,
  improveCard,
  listCards,
  purgeCard,
  purgeLabItem,
} from '../../services/lab-service';
import { searchLabItems } from '../../services/crafting-service';

export const labRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  app.get(
    API_PATHS.labCards,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'The player’s battle cards, newest first',
        security: bearerSecurity,
        response: { 200: BattleCardListSchema, ...gameErrors },
      },
    },
    async (request) => listCards(ctx(request), playerOf(request).id),
  );

  app.post(
    API_PATHS.labCraft,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'Turn one lab item per slot into a battle card',
        security: bearerSecurity,
        body: LabCraftRequestSchema,
        response: { 200: BattleCardSchema, ...gameErrors },
      },
    },
    async (request) => craftCard(ctx(request), playerOf(request), request.body.items),
  );

  app.put(
    API_PATHS.labCardAscend,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'Improve a card one quality step, or ascend a superior one, for diamonds',
        security: bearerSecurity,
        params: CardParamsSchema,
        response: { 200: BattleCardSchema, ...gameErrors },
      },
    },
    async (request) => improveCard(ctx(request), playerOf(request), request.params.id),
  );

  app.delete(
    API_PATHS.labCard,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'Purge a card for its value in credits',
        security: bearerSecurity,
        params: CardParamsSchema,
        response: { 200: PurgeResultSchema, ...gameErrors },
      },
    },
    async (request) => purgeCard(ctx(request), playerOf(request), request.params.id),
  );

  app.delete(
    API_PATHS.labItem,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'Purge a lab item stack for magic dust',
        security: bearerSecurity,
        params: LabItemParamsSchema,
        response: { 200: PurgeResultSchema, ...gameErrors },
      },
    },
    async (request) => purgeLabItem(ctx(request), playerOf(request), request.params.id),
  );

  app.post(
    API_PATHS.labItemsSearch,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'The lab items, optionally filtered',
        security: bearerSecurity,
        body: ItemSearchRequestSchema,
        response: { 200: LabItemListSchema, ...gameErrors },
      },
    },
    async (request) => searchLabItems(ctx(request), playerOf(request).id, request.body.filter),
  );
};
