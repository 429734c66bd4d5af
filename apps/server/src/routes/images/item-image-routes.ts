/**
 * GET /api/images/items/{id}.svg. Public (an <img> sends no bearer token) and cacheable
 * for a year: the URL carries a version of what the picture is drawn from.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { itemPictureSvg } from '../../services/picture-service';

const Params = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/, 'an item picture is its id followed by .svg'),
});
const Query = z.object({ v: z.string().max(32).optional() });

export const itemImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const pictures = new Map<string, string>();

  app.get(
    '/images/items/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'An item picture (SVG)',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.svg'.length);
      let svg = pictures.get(id);
      if (!svg) {
        svg = (await itemPictureSvg({ db }, id)) ?? undefined;
        if (!svg) throw notFound('There is no such item.');
        pictures.set(id, svg);
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};
