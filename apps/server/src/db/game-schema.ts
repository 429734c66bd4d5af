/**
 * The game's own tables. Game data is keyed by `player.id`, never by the auth user id.
 * Linking a guest to Google keeps the guest's auth user (better-auth attaches the Google
 * account to it), so no game data moves (migration 0007).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

export const player = pgTable(
  'player',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    signInProvider: text('sign_in_provider').notNull(),
    name: text('name').notNull(),
    avatarSeed: text('avatar_seed').notNull(),
    level: integer('level').notNull(),
    experience: integer('experience').notNull(),
    credits: integer('credits').notNull(),
    diamonds: integer('diamonds').notNull(),
    magicDust: integer('magic_dust').notNull(),
    initialItemsLimit: integer('initial_items_limit').notNull(),
    isLabOpen: boolean('is_lab_open').notNull().default(false),
    isArenaOpen: boolean('is_arena_open').notNull().default(false),
    /** The instant from which the next duel may start; null = now. */
    nextDuelAt: timestamp('next_duel_at', { withTimezone: true }),
    /** The first-time guidance the player has seen or dismissed (keys of game-rules' guidance). */
    guidanceSeen: text('guidance_seen')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the player last took the free hint; null = never, so one is free now. */
    lastFreeHintAt: timestamp('last_free_hint_at', { withTimezone: true }),
    /** The achievement whose title the player shows by their name (goals/achievements.ts). */
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('player_credits_non_negative', sql`${table.credits} >= 0`),
    check('player_diamonds_non_negative', sql`${table.diamonds} >= 0`),
    check('player_magic_dust_non_negative', sql`${table.magicDust} >= 0`),
    check('player_level_positive', sql`${table.level} >= 1`),
    check('player_experience_non_negative', sql`${table.experience} >= 0`),
    check('player_sign_in_provider', sql`${table.signInProvider} in ('anonymous', 'google')`),
    // The leaderboard's order; also finds the players tied with one another.
    // NULLS FIRST, as PostgreSQL sorts `order by ... desc`: an index with another null
    // order is not used for the top 10 (the columns are never null, but the planner does
    // not know it means the same).
    index('player_rank_idx').on(
      table.level.desc().nullsFirst(),
      table.experience.desc().nullsFirst(),
      table.createdAt,
      table.id,
    ),
  ],
);

/**
 * Append-only ledger: one row per change of a balance, with the reason and the request
 * that caused it, so audits and invariant tests can add the money back up.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_currency', sql`${table.currency} in ('credits', 'diamonds', 'magicDust')`),
    check('ledger_balance_non_negative', sql`${table.balanceAfter} >= 0`),
    index('ledger_player_idx').on(table.playerId, table.createdAt),
  ],
);
