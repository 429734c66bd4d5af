/**
 * GET /api/images/cards/{id}.svg. Public like item pictures (card ids are random UUIDs);
 * the URL carries a version of the quality and ascension, so it may be cached for a year.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { cardPictureSvg } from '../../services/picture-service';

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

export const cardImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/cards/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'A battle card picture (SVG)',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const svg = await cardPictureSvg({ db }, request.params.file.slice(0, -'.svg'.length));
      if (!svg) throw notFound('There is no such card.');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};
