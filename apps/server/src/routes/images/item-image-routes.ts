/**
 * GET /api/images/items/{key}.svg. Public (an <img> sends no bearer token), so the URL is
 * the capability: {key} is the item's stored random picture key, handed out only with an
 * item the player is shown, and the picture names nothing. 'secret' is the '?' picture.
 * Kept drawn in an LRU by key and version; cacheable for a year at its current URL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { Lru } from '../../lib/lru';
import { itemPictureSvg } from '../../services/picture-service';
import { sendPicture } from './picture-headers';
import type { PictureLimits } from './picture-limit';

const Params = z.object({
  file: z
    .string()
    .regex(
      /^(?:secret|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/,
      'an item picture is its picture key followed by .svg',
    ),
});
const Query = z.object({ v: z.string().max(32).optional() });

/** Item pictures kept drawn (about 3 kB each): the whole catalogue and more. */
const ITEM_PICTURES_KEPT = 2000;

export const itemImageRoutes: FastifyPluginAsyncZod<{ db: Db; limits: PictureLimits }> = async (
  app,
  { db, limits },
) => {
  const drawn = new Lru<string>(ITEM_PICTURES_KEPT);

  app.get(
    '/images/items/:file',
    {
      config: { access: 'public' },
      onRequest: limits.asked,
      schema: {
        tags: ['images'],
        summary: 'An item picture (SVG), by its picture key',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const key = request.params.file.slice(0, -'.svg'.length);
      const asked = `${key}|${request.query.v ?? ''}`;
      const kept = drawn.get(asked);
      if (kept !== undefined) return sendPicture(reply, kept, true);
      await limits.drawn(request, reply);
      const picture = await itemPictureSvg({ db }, key);
      if (!picture) throw notFound('There is no such picture.');
      const current = request.query.v === picture.version;
      drawn.set(`${key}|${picture.version}`, picture.svg);
      return sendPicture(reply, picture.svg, current);
    },
  );
};
