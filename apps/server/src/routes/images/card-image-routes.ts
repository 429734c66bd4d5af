/**
 * GET /api/images/cards/{id}.svg: a battle card's portrait. Public like every picture (card
 * ids are random UUIDs); the URL carries a version of the drawing, the quality and the
 * ascension, so it may be cached for a year. Kept drawn in an LRU by id and version, so a
 * market page asked for again costs no database read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { Lru } from '../../lib/lru';
import { cardPictureSvg } from '../../services/picture-service';
import { sendPicture } from './picture-headers';
import type { PictureLimits } from './picture-limit';

const Params = z.object({
  // A UUID exactly: anything else would reach the database as a malformed uuid.
  file: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.svg$/,
      'a card picture is its id followed by .svg',
    ),
});
const Query = z.object({ v: z.string().max(32).optional() });

/** Card portraits kept drawn (about 6.5 kB each): a few market pages and arenas. */
const CARD_PICTURES_KEPT = 2000;

export const cardImageRoutes: FastifyPluginAsyncZod<{ db: Db; limits: PictureLimits }> = async (
  app,
  { db, limits },
) => {
  const drawn = new Lru<string>(CARD_PICTURES_KEPT);

  app.get(
    '/images/cards/:file',
    {
      config: { access: 'public' },
      onRequest: limits.asked,
      schema: {
        tags: ['images'],
        summary: 'A battle card picture (SVG)',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.svg'.length);
      const kept = drawn.get(`${id}|${request.query.v ?? ''}`);
      if (kept !== undefined) return sendPicture(reply, kept, true);
      await limits.drawn(request, reply);
      const picture = await cardPictureSvg({ db }, id);
      if (!picture) throw notFound('There is no such card.');
      drawn.set(`${id}|${picture.version}`, picture.svg);
      return sendPicture(reply, picture.svg, request.query.v === picture.version);
    },
  );
};
