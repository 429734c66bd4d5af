/**
 * Tables of the running service rather than of the game: request rate windows shared by
 * every server instance on one PostgreSQL.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One fixed window of a rate limit: how many hits a key made before `windowEnds`. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});
