/**
 * Ranked seasons (docs/RULES.md, "Ranked seasons"): each player's rating in each season they
 * fought a rated duel in, the counts per whole rating point that make a rank on the season
 * board fast, the rewards paid at a season's end (one row a player and season: the key
 * that pays once), and the seasons whose end is done. A rating row is written only under its
 * player's lock; the counts are world rows, written last (docs/ARCHITECTURE.md, "Lock order").
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from './game-schema';

export const seasonRating = pgTable(
  'season_rating',
  {
    season: integer('season').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** Glicko-2's three numbers (game-rules' Rating). */
    rating: doublePrecision('rating').notNull(),
    deviation: doublePrecision('deviation').notNull(),
    volatility: doublePrecision('volatility').notNull(),
    /** The rating in whole points, as shown: the board's order and its count's key. */
    points: integer('points').notNull(),
    /** The highest rating of the season: its reward's tier. */
    peak: doublePrecision('peak').notNull(),
    ratedDuels: integer('rated_duels').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.season, table.playerId] }),
    index('season_rating_board').on(table.season, table.points.desc(), table.playerId),
    index('season_rating_player').on(table.playerId, table.season),
    check('season_rating_duels', sql`${table.ratedDuels} >= 0`),
  ],
);

/** Rated players per season and whole rating point: the ranks above a player's points. */
export const seasonRatingCount = pgTable(
  'season_rating_count',
  {
    season: integer('season').notNull(),
    points: integer('points').notNull(),
    players: integer('players').notNull(),
  },
  // No CHECK on players: an upsert's -1 is checked as the row it would insert, before the
  // conflict turns it into an update (the leaderboard's counts have none either).
  (table) => [primaryKey({ columns: [table.season, table.points] })],
);

/** A season's reward to one player: the primary key pays it once, on any instance. */
export const seasonReward = pgTable(
  'season_reward',
  {
    season: integer('season').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** The tier of the season's peak (game-rules' Tier). */
    tier: text('tier').notNull(),
    credits: integer('credits').notNull(),
    diamonds: integer('diamonds').notNull(),
    magicDust: integer('magic_dust').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.season, table.playerId] })],
);

/** A season whose end is done: every reward paid. Its board is final from then on. */
export const seasonEnd = pgTable('season_end', {
  season: integer('season').primaryKey(),
  rewarded: integer('rewarded').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
});
