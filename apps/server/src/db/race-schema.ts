/**
 * The daily race (docs/RULES.md, "The daily race"): the race of each game day, stored once
 * by whichever instance asks first; each player's attempts, played on their own stock and
 * never on the player's inventory; the counts that make a rank on the day's board fast; and
 * the race's own streak. Attempt and streak rows are written only under their player's lock
 * (docs/ARCHITECTURE.md, "Lock order"); the counts are world rows, written last.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from './game-schema';

export const raceDay = pgTable('race_day', {
  /** The game day (game-day.ts#gameDayNumber). */
  day: integer('day').primaryKey(),
  /** [{ itemId, quantity }]: the building blocks every attempt starts with. */
  start: jsonb('start').notNull(),
  targetId: text('target_id').notNull(),
  shortest: integer('shortest').notNull(),
  /** The solver's proof: two paths, lists of [itemId, itemId, resultId]; opened after the day. */
  paths: jsonb('paths').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const raceAttempt = pgTable(
  'race_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    day: integer('day')
      .notNull()
      .references(() => raceDay.day),
    /** The day's one scored attempt; practice replays after it are not. */
    scored: boolean('scored').notNull(),
    /** 'playing', 'finished' or 'failed'. */
    status: text('status').notNull().default('playing'),
    /** { itemId: quantity } of everything the attempt has held. */
    stock: jsonb('stock').notNull(),
    /** The crafts: [{ one, two, made (itemId or null), trend }]. */
    steps: jsonb('steps').notNull().default([]),
    crafts: integer('crafts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    firstCraftAt: timestamp('first_craft_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    timeMs: integer('time_ms'),
  },
  (table) => [
    uniqueIndex('race_attempt_one_scored')
      .on(table.playerId, table.day)
      .where(sql`${table.scored}`),
    uniqueIndex('race_attempt_one_playing')
      .on(table.playerId)
      .where(sql`${table.status} = 'playing'`),
    index('race_attempt_board')
      .on(table.day, table.status, table.crafts, table.timeMs)
      .where(sql`${table.scored}`),
    check('race_attempt_status', sql`${table.status} in ('playing', 'finished', 'failed')`),
    check('race_attempt_crafts', sql`${table.crafts} >= 0`),
  ],
);

/** Finished scored attempts per day and crafts: the ranks above a player's crafts. */
export const raceBoardCrafts = pgTable(
  'race_board_crafts',
  {
    day: integer('day').notNull(),
    crafts: integer('crafts').notNull(),
    players: integer('players').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.crafts] })],
);

/** Finished scored attempts per day, crafts and whole second: the ranks at the same crafts. */
export const raceBoardSecond = pgTable(
  'race_board_second',
  {
    day: integer('day').notNull(),
    crafts: integer('crafts').notNull(),
    second: integer('second').notNull(),
    players: integer('players').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.crafts, table.second] })],
);

/** The race's own streak: game days in a row with a race finished (goals/streak.ts rule). */
export const raceStreak = pgTable('race_streak', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => player.id, { onDelete: 'cascade' }),
  days: integer('days').notNull().default(0),
  best: integer('best').notNull().default(0),
  lastDay: integer('last_day'),
  lastFreezeDay: integer('last_freeze_day'),
});
