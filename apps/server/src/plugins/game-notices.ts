/**
 * Puts a request's game notices (lib/notice-board.ts) into its answer's header, for a
 * successful answer only: a refused move did nothing.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { encodeGameNotices, GAME_NOTICES_HEADER } from '@alchemy/contracts';
import { noticesOf } from '../lib/notice-board';

export const gameNoticesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    const notices = noticesOf(request);
    if (notices.length > 0) reply.header(GAME_NOTICES_HEADER, encodeGameNotices(notices));
  });
});
