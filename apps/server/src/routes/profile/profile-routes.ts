import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ErrorResponseSchema,
  GuidanceRequestSchema,
  LeaderboardSchema,
  ProfileSchema,
  UsernameRequestSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { authUserOf, playerOf } from '../../plugins/authenticate';
import { toProfile } from '../../mappers/profile';
import { contextOf } from '../../services/context';
import { markGuidanceSeen } from '../../services/guidance-service';
import {
  leaderboard,
  regenerateAvatar,
  registerPlayer,
  updateUsername,
} from '../../services/profile-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.profile,
    {
      config: { access: 'player' },
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
      config: { access: 'user' },
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

  app.get(
    API_PATHS.profileLeaderboard,
    {
      config: { access: 'player' },
      schema: {
        tags: ['profile'],
        summary: 'The world’s top 10, your exact rank, and the board of your friends and you',
        security: bearerSecurity,
        response: { 200: LeaderboardSchema, ...gameErrors },
      },
    },
    async (request) => leaderboard(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.profileUsername,
    {
      config: { access: 'player' },
      schema: {
        tags: ['profile'],
        summary: 'Choose your name: 3 to 24 letters, digits, spaces, _ or -',
        security: bearerSecurity,
        body: UsernameRequestSchema,
        response: { 200: ProfileSchema, ...gameErrors },
      },
    },
    async (request) => updateUsername(contextOf(db, request), playerOf(request), request.body.name),
  );

  app.post(
    API_PATHS.profileAvatar,
    {
      config: { access: 'player' },
      schema: {
        tags: ['profile'],
        summary: 'A new avatar, for 100 credits',
        security: bearerSecurity,
        response: { 200: ProfileSchema, ...gameErrors },
      },
    },
    async (request) => regenerateAvatar(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.profileGuidance,
    {
      config: { access: 'player' },
      schema: {
        tags: ['profile'],
        summary: 'Mark one first-time tip seen (idempotent); it stays dismissed on every device',
        security: bearerSecurity,
        body: GuidanceRequestSchema,
        response: { 200: ProfileSchema, ...gameErrors },
      },
    },
    async (request) =>
      markGuidanceSeen(contextOf(db, request), playerOf(request), request.body.key),
  );
};
