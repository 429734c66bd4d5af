/** Buying discovered items into the lab, thin over services/crafting-service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, BuyItemRequestSchema, BuyItemResponseSchema } from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { bearerSecurity, gameErrors } from '../route-schemas';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { buyItem } from '../../services/crafting-service';

export const itemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    API_PATHS.itemsBuy,
    {
      config: { access: 'player' },
      schema: {
        tags: ['lab'],
        summary: 'Buy discovered items into the lab, at the rarity price',
        security: bearerSecurity,
        body: BuyItemRequestSchema,
        response: { 200: BuyItemResponseSchema, ...gameErrors },
      },
    },
    async (request) =>
      buyItem(contextOf(db, request), playerOf(request), request.body.itemId, request.body.amount),
  );
};
