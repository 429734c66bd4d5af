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

/**
 * Secrets every instance must share, made once by whichever instance starts first: the
 * auth secret when AUTH_SECRET is not set and the store is PostgreSQL (sessions signed by
 * one instance must verify on all of them, and invite links must be the same).
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
