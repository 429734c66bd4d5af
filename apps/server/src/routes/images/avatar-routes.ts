/**
 * GET /api/images/avatars/{seed}.svg. Avatars are drawn on the server (images/avatar.ts)
 * from the player's avatar seed, so the app needs no network at run time. The seed is in
 * the URL, so an image never changes and the browser may cache it for a year; the server
 * keeps the latest drawings too (an LRU by seed), and the picture limit bounds what one
 * client may ask for.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawAvatar } from '../../images/avatar';
import { Lru } from '../../lib/lru';
import { sendPicture } from './picture-headers';
import type { PictureLimits } from './picture-limit';

const AvatarParams = z.object({
  seed: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, 'an avatar name is its seed followed by .svg'),
});

/** Avatars kept drawn (about 10 kB each). */
const AVATARS_KEPT = 1000;

export const avatarRoutes: FastifyPluginAsyncZod<{ limits: PictureLimits }> = async (
  app,
  { limits },
) => {
  const drawn = new Lru<string>(AVATARS_KEPT);
  app.get(
    '/images/avatars/:seed',
    {
      config: { access: 'public' },
      onRequest: limits.asked,
      schema: {
        tags: ['images'],
        summary: 'A player avatar (SVG)',
        params: AvatarParams,
      },
    },
    async (request, reply) => {
      const seed = request.params.seed.slice(0, -'.svg'.length);
      let svg = drawn.get(seed);
      if (svg === undefined) {
        await limits.drawn(request, reply);
        svg = drawAvatar(seed);
        drawn.set(seed, svg);
      }
      return sendPicture(reply, svg, true);
    },
  );
};
