/** The lab's endpoints (spec section 7): cards and lab items. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  BattleCardListSchema,
  BattleCardSchema,
  CardParamsSchema,
  LabCraftRequestSchema,
  LabItemParamsSchema,
  PurgeResultSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { bearerSecurity, gameErrors } from '../route-schemas';
import { playerOf } from '../../plugins/authenticate';
import {
  craftCard,
  improveCard,
  listCards,
  purgeCard,
  purgeLabItem,
} from '../../repositories/battle-cards';

export const labRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requirePlayer);

  app.get(
    API_PATHS.labCards,
    {
      schema: {
        tags: ['lab'],
        summary: 'The player’s battle cards, newest first',
        security: bearerSecurity,
        response: { 200: BattleCardListSchema, ...gameErrors },
      },
    },
    async (request) => listCards(db, playerOf(request).id),
  );

  app.post(
    API_PATHS.labCraft,
    {
      schema: {
        tags: ['lab'],
        summary: 'Turn one lab item per slot into a battle card',
        security: bearerSecurity,
        body: LabCraftRequestSchema,
        response: { 200: BattleCardSchema, ...gameErrors },
      },
    },
    async (request) => craftCard(db, playerOf(request), request.body.items),
  );

  app.put(
    API_PATHS.labCardAscend,
    {
      schema: {
        tags: ['lab'],
        summary: 'Improve a card one quality step, or ascend a superior one, for diamonds',
        security: bearerSecurity,
        params: CardParamsSchema,
        response: { 200: BattleCardSchema, ...gameErrors },
      },
    },
    async (request) => improveCard(db, playerOf(request), request.params.id, request.id),
  );

  app.delete(
    API_PATHS.labCard,
    {
      schema: {
        tags: ['lab'],
        summary: 'Purge a card for its value in credits',
        security: bearerSecurity,
        params: CardParamsSchema,
        response: { 200: PurgeResultSchema, ...gameErrors },
      },
    },
    async (request) => purgeCard(db, playerOf(request), request.params.id, request.id),
  );

  app.delete(
    API_PATHS.labItem,
    {
      schema: {
        tags: ['lab'],
        summary: 'Purge a lab item stack for magic dust',
        security: bearerSecurity,
        params: LabItemParamsSchema,
        response: { 200: PurgeResultSchema, ...gameErrors },
      },
    },
    async (request) => purgeLabItem(db, playerOf(request), request.params.id, request.id),
  );
};
