/**
 * A player's public card: GET /api/players/{playerId}/card, for anyone, signed in or not
 * (the page /player/{playerId} and its link preview). Limited per client like the
 * invitation preview, since it needs no session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerCard } from '../../services/player-card-service';
import { routeOf } from '../route-of';

/** Player cards one client may open per minute. */
const PLAYER_CARDS_PER_MINUTE = 30;

export const playerCardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.playerCard, async (request) => playerCard(db, request.params.playerId), {
    config: { rateLimit: { max: PLAYER_CARDS_PER_MINUTE, timeWindow: '1 minute' } },
  });
};
