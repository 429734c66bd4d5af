/**
 * Every picture route: avatars, items, cards and link previews. They keep their drawings and share the
 * limits per client (picture-limit.ts): PICTURE_RATE_LIMIT_PER_MINUTE pictures asked for,
 * PICTURE_DRAWS_PER_MINUTE drawn.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { avatarRoutes } from './avatar-routes';
import { cardImageRoutes } from './card-image-routes';
import { itemImageRoutes } from './item-image-routes';
import { pictureLimits } from './picture-limit';
import { previewRoutes } from '../previews/preview-routes';

export const imageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  perMinute: number;
  drawsPerMinute: number;
}> = async (app, { db, perMinute, drawsPerMinute }) => {
  const limits = pictureLimits(app, { perMinute, drawsPerMinute });
  await app.register(avatarRoutes, { limits });
  await app.register(itemImageRoutes, { db, limits });
  await app.register(cardImageRoutes, { db, limits });
  await app.register(previewRoutes, { db, limits });
};
