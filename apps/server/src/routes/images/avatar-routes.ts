/**
 * Avatars are drawn on the server by DiceBear from the player's avatar seed, so the app
 * needs no network at run time. The seed is in the URL, so an image never changes and the
 * browser may cache it for a year.
 */
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const AvatarParams = z.object({
  seed: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, 'an avatar name is its seed followed by .svg'),
});

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/avatars/:seed',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'A player avatar (SVG)',
        params: AvatarParams,
      },
    },
    async (request, reply) => {
      const seed = request.params.seed.replace(/\.svg$/, '');
      const svg = createAvatar(adventurer, {
        seed,
        backgroundColor: ['2b2347', '1f3a4d', '3d2a3a', '243b2f'],
        // No mask: every screen shows an avatar in a circle of CSS (border-radius), which
        // hides the corners anyway. DiceBear's rounded-corner mask made each avatar's first
        // paint cost Chromium about 15 ms of main thread at 4x CPU throttling, against
        // about 2 ms without it (docs/DECISIONS.md, "Avatars without a mask").
        clip: false,
      }).toString();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};
