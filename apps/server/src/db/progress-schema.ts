/**
 * A player's progress beyond balances and items (docs/RULES.md, "Daily goals", "Streak",
 * "Collections", "Achievements"): the day's goals, the streak and the counters achievements
 * watch, earned achievements and claimed collection milestones. Every row is one player's,
 * written only under that player's lock and then the progress lock (docs/ARCHITECTURE.md,
 * "Lock order").
 */
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from './game-schema';

/**
 * One row per player: the streak and the counters of goals/achievements.ts. Locked FOR
 * UPDATE at the progress rank; it stands for all of the player's progress rows.
 */
export const playerProgress = pgTable(
  'player_progress',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => player.id, { onDelete: 'cascade' }),
    streakDays: integer('streak_days').notNull().default(0),
    /** The best streak: the streak's record and the counter 'bestStreak' alike. */
    bestStreak: integer('best_streak').notNull().default(0),
    /** Game days (goals/streak.ts): the last counted, the last forgiven by the freeze. */
    streakLastDay: integer('streak_last_day'),
    lastFreezeDay: integer('last_freeze_day'),
    discoveries: integer('discoveries').notNull().default(0),
    worldFirsts: integer('world_firsts').notNull().default(0),
    cardsForged: integer('cards_forged').notNull().default(0),
    cardsAscended: integer('cards_ascended').notNull().default(0),
    duelsWon: integer('duels_won').notNull().default(0),
    winRun: integer('win_run').notNull().default(0),
    bestWinRun: integer('best_win_run').notNull().default(0),
    cardsSold: integer('cards_sold').notNull().default(0),
    familiesCompleted: integer('families_completed').notNull().default(0),
    goalsClaimed: integer('goals_claimed').notNull().default(0),
    level: integer('level').notNull().default(1),
  },
  (table) => [
    check('player_progress_streak_non_negative', sql`${table.streakDays} >= 0`),
    check('player_progress_best_streak', sql`${table.bestStreak} >= ${table.streakDays}`),
  ],
);

/** A player's goals of one game day, drawn once (goals/daily-goals.ts) and kept. */
export const dailyGoal = pgTable(
  'daily_goal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** The game day (game-day.ts#gameDayNumber). */
    day: integer('day').notNull(),
    slot: integer('slot').notNull(),
    kind: text('kind').notNull(),
    target: integer('target').notNull(),
    progress: integer('progress').notNull().default(0),
    rewardCredits: integer('reward_credits').notNull(),
    rewardDiamonds: integer('reward_diamonds').notNull(),
    rewardMagicDust: integer('reward_magic_dust').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('daily_goal_player_day_slot').on(table.playerId, table.day, table.slot),
    check('daily_goal_target_positive', sql`${table.target} >= 1`),
    check(
      'daily_goal_progress_range',
      sql`${table.progress} >= 0 and ${table.progress} <= ${table.target}`,
    ),
    check(
      'daily_goal_reward_non_negative',
      sql`${table.rewardCredits} >= 0 and ${table.rewardDiamonds} >= 0 and ${table.rewardMagicDust} >= 0`,
    ),
    check(
      'daily_goal_claimed_when_done',
      sql`${table.claimedAt} is null or ${table.progress} = ${table.target}`,
    ),
  ],
);

export const playerAchievement = pgTable(
  'player_achievement',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** A key of goals/achievements.ts. */
    key: text('key').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.key] })],
);

/** A collection milestone claimed: one row each, so each pays once. */
export const collectionClaim = pgTable(
  'collection_claim',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    percent: integer('percent').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.family, table.percent] }),
    check('collection_claim_percent', sql`${table.percent} in (25, 50, 100)`),
  ],
);
