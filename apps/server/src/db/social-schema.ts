/** Friends, invitations, invite links, and the counts that make a leaderboard rank fast. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from './game-schema';

/** Two players are friends: one row per pair, stored with playerA < playerB. */
export const friendship = pgTable(
  'friendship',
  {
    playerA: uuid('player_a')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    playerB: uuid('player_b')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerA, table.playerB] }),
    check('friendship_ordered_pair', sql`${table.playerA} < ${table.playerB}`),
    index('friendship_player_b_idx').on(table.playerB),
  ],
);

/** An invitation from one player to another, pending until answered. */
export const invitation = pgTable(
  'invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    check('invitation_status', sql`${table.status} in ('pending', 'accepted', 'declined')`),
    check('invitation_not_self', sql`${table.fromId} <> ${table.toId}`),
    uniqueIndex('invitation_one_pending_per_pair')
      .on(table.fromId, table.toId)
      .where(sql`${table.status} = 'pending'`),
    index('invitation_to_idx').on(table.toId, table.status, table.createdAt),
    index('invitation_from_idx').on(table.fromId, table.status),
  ],
);

/**
 * A player's invite link. The link itself is never stored: it is an HMAC of the player and
 * this salt under a server key, and only its SHA-256 digest is kept to find the player.
 */
export const inviteLink = pgTable('invite_link', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => player.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  digest: text('digest').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * How many players stand at each level, at each (level, experience), and at each (level,
 * experience, day the account was made), kept exact by a trigger on player (migration
 * 0006). A rank is then a few sums over these plus a count among the players tied with
 * the same level, experience and day: milliseconds at a million players.
 */
export const leaderboardLevel = pgTable('leaderboard_level', {
  level: integer('level').primaryKey(),
  players: integer('players').notNull(),
});

export const leaderboardScore = pgTable(
  'leaderboard_score',
  {
    level: integer('level').notNull(),
    experience: integer('experience').notNull(),
    players: integer('players').notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.experience] })],
);

export const leaderboardDay = pgTable(
  'leaderboard_day',
  {
    level: integer('level').notNull(),
    experience: integer('experience').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    players: integer('players').notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.experience, table.day] })],
);
