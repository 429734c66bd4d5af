/**
 * A player's public card: GET /api/players/{playerId}/card, for anyone, signed in or not
 * (the page /player/{playerId} and its link preview). Limited per client like the
 * invitation preview, since it needs no session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_CARD_PATH,
  ErrorResponseSchema,
  PlayerCardParamsSchema,
  PlayerCardSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerCard } from '../../services/player-card-service';

/** Player cards one client may open per minute. */
const PLAYER_CARDS_PER_MINUTE = 30;

export const playerCardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PLAYER_CARD_PATH,
    {
      config: {
        access: 'public',
        rateLimit: { max: PLAYER_CARDS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['profile'],
        summary:
          "A player's public card: name, avatar, level, title, world rank, best race streak. Nothing private",
        params: PlayerCardParamsSchema,
        response: {
          200: PlayerCardSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => playerCard(db, request.params.playerId),
  );
};
