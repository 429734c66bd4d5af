/**
 * Shared replays (docs/RULES.md, "Shared replays"): public by design. The replay id is the
 * capability; the answers name cards by their slot in the fight, never by an id another
 * call accepts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPLAY_CARD_PICTURE_PATH, ReplayIdSchema } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { publicReplay, replayCardPicture } from '../../services/replay-service';
import { sendPicture } from '../images/picture-headers';
import { routeOf } from '../route-of';

const PictureParams = z.object({
  replayId: ReplayIdSchema,
  file: z.string().regex(/^[po][1-5]\.svg$/, 'a replay picture is p1.svg to p5.svg or o1.svg'),
});
const PictureQuery = z.object({ v: z.string().max(32).optional() });

export const replayRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.replay, async (request) => publicReplay({ db }, request.params.replayId));

  app.get(
    REPLAY_CARD_PICTURE_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: "A shared replay's card picture (SVG), by the card's slot in the fight",
        params: PictureParams,
        querystring: PictureQuery,
      },
    },
    async (request, reply) => {
      const { replayId, file } = request.params;
      const picture = await replayCardPicture({ db }, replayId, file.slice(0, -'.svg'.length));
      // Like the card picture it stands for: immutable only when the URL carries its version.
      return sendPicture(reply, picture.svg, request.query.v === picture.version);
    },
  );
};
