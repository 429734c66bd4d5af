/** Duels: one pending per player until fought, then kept with its seed for replays. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
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

export const duel = pgTable(
  'duel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /**
     * The opponent card as it was when the duel was made (the contract's BattleCard): the
     * other player may improve or purge theirs meanwhile, the fight uses this snapshot.
     */
    opponentCard: jsonb('opponent_card').notNull(),
    /** The opponent card's id, so listing that card can withdraw the duels that offer it. */
    opponentCardId: uuid('opponent_card_id'),
    opponentPlayerId: uuid('opponent_player_id').references(() => player.id, {
      onDelete: 'set null',
    }),
    playerCardSlots: integer('player_card_slots').notNull(),
    /**
     * The three rivals offered (docs/RULES.md, "Three rivals"): each { kind, card, playerId,
     * winChance }, the card a snapshot as opponentCard is. Null for a duel made before them.
     */
    rivals: jsonb('rivals'),
    /** The rival chosen (safer, even, stronger); null until a choice, the even one fights. */
    chosenRival: text('chosen_rival'),
    /** Set when fought: the same seed and cards always replay the same fight. */
    seed: bigint('seed', { mode: 'number' }),
    /** The version of the action protocol `actions` is written in (contracts' DUEL_PROTOCOL_VERSION). */
    protocolVersion: integer('protocol_version').notNull().default(1),
    playerCards: jsonb('player_cards'),
    actions: jsonb('actions'),
    winner: jsonb('winner'),
    experienceGained: integer('experience_gained'),
    /** Set when fought: what the duel paid (docs/RULES.md, "Duel pay"), also in the ledger. */
    rewardCredits: integer('reward_credits'),
    rewardMagicDust: integer('reward_magic_dust'),
    /**
     * Set when fought: the public replay's id (docs/RULES.md, "Shared replays"), at least
     * 128 random bits and no other id, so a shared link reveals nothing another call accepts.
     */
    replayId: text('replay_id'),
    /**
     * Set when a fought duel was rated (docs/RULES.md, "Ranked seasons"): the season it
     * counted in and the challenger's rating before and after it, for the result's moment.
     */
    ratedSeason: integer('rated_season'),
    ratingBefore: doublePrecision('rating_before'),
    ratingAfter: doublePrecision('rating_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    foughtAt: timestamp('fought_at', { withTimezone: true }),
  },
  (table) => [
    check('duel_status', sql`${table.status} in ('pending', 'fought')`),
    uniqueIndex('duel_one_pending_per_player')
      .on(table.playerId)
      .where(sql`${table.status} = 'pending'`),
    index('duel_player_idx').on(table.playerId, table.createdAt),
    uniqueIndex('duel_replay_id_idx').on(table.replayId),
    check('duel_chosen_rival', sql`${table.chosenRival} in ('safer', 'even', 'stronger')`),
    index('duel_pending_opponent_card_idx')
      .on(table.opponentCardId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * New draws of three rivals a player made in a game day (game-rules RIVAL_REFRESHES_PER_DAY
 * bounds them). Written only under the player's lock, so it needs no lock of its own.
 */
export const rivalRefresh = pgTable(
  'rival_refresh',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** The game day (game-rules gameDayNumber). */
    day: integer('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.day] }),
    check('rival_refresh_used', sql`${table.used} >= 0`),
  ],
);
