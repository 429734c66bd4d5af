import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ErrorResponseSchema, ProfileSchema } from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { authUserOf, playerOf } from '../../plugins/authenticate';
import { toProfile } from '../../mappers/profile';
import { contextOf } from '../../services/context';
import { registerPlayer } from '../../services/profile-service';

const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.profile,
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in player’s profile',
        security: [{ bearer: [] }],
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => toProfile(playerOf(request), Date.now()),
  );

  app.post(
    API_PATHS.profileRegister,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Create the profile on first call; return it on later calls (idempotent)',
        security: [{ bearer: [] }],
        response: { 200: ProfileSchema, 201: ProfileSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = authUserOf(request);
      const result = await registerPlayer(contextOf(db, request), user.id, user.signInProvider);
      return reply.status(result.created ? 201 : 200).send(toProfile(result.player, Date.now()));
    },
  );
};
