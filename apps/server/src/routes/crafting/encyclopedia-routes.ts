/** The encyclopedia (docs/RULES.md, "Encyclopedia"), thin over its service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, EncyclopediaPageSchema, EncyclopediaQuerySchema } from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { encyclopediaPage } from '../../services/encyclopedia-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

export const encyclopediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.craftEncyclopedia,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary:
          'Every item of the world, a page at a time: discovered in full, others as silhouettes',
        security: bearerSecurity,
        querystring: EncyclopediaQuerySchema,
        response: { 200: EncyclopediaPageSchema, ...gameErrors },
      },
    },
    async (request) => encyclopediaPage(contextOf(db, request), playerOf(request), request.query),
  );
};
