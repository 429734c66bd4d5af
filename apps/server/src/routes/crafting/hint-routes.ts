/** Hints (docs/RULES.md, "Hints"), thin over services/hint-service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  HintRequestSchema,
  HintResponseSchema,
  HintStatusSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { hintStatus, takeHint } from '../../services/hint-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

export const hintRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.craftHint,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary: 'When the next free hint is ready, and the diamonds a hint costs meanwhile',
        security: bearerSecurity,
        response: { 200: HintStatusSchema, ...gameErrors },
      },
    },
    async (request) => hintStatus(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.craftHint,
    {
      config: { access: 'player' },
      schema: {
        tags: ['crafting'],
        summary:
          'A pair of held items that makes something new: free once per cooldown, else for ' +
          'diamonds when `paid` is true (409 HINT_ON_COOLDOWN, 409 NO_HINT_AVAILABLE)',
        security: bearerSecurity,
        body: HintRequestSchema,
        response: { 200: HintResponseSchema, ...gameErrors },
      },
    },
    async (request) =>
      takeHint(contextOf(db, request), playerOf(request), request.body.paid, request.body.payWith),
  );
};
