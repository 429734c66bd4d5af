/**
 * Every picture route: avatars, items and cards. They share one limit per client (a
 * window per IP per minute, PICTURE_RATE_LIMIT_PER_MINUTE) and keep their drawings.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { avatarRoutes } from './avatar-routes';
import { cardImageRoutes } from './card-image-routes';
import { itemImageRoutes } from './item-image-routes';
import { pictureLimit } from './picture-limit';

export const imageRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (
  app,
  { db, perMinute },
) => {
  const limit = pictureLimit(app, perMinute);
  await app.register(avatarRoutes, { limit });
  await app.register(itemImageRoutes, { db, limit });
  await app.register(cardImageRoutes, { db, limit });
};
