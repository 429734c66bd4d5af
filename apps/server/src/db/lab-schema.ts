/** Battle cards, made in the lab from lab items. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from './game-schema';

export const battleCard = pgTable(
  'battle_card',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the arena's own cards: generated opponents when no player is near. */
    playerId: uuid('player_id').references(() => player.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    characterType: text('character_type').notNull(),
    description: text('description').notNull(),
    synergy: text('synergy').notNull(),
    /**
     * The skill as JSON text (docs/RULES.md, "Lab and battle cards"); unparseable text
     * means no ability.
     */
    skill: text('skill').notNull(),
    quality: text('quality').notNull(),
    isAscended: boolean('is_ascended').notNull().default(false),
    isListed: boolean('is_listed').notNull().default(false),
    level: integer('level').notNull(),
    /** Stats before quality and ascension; the shown stats are derived (effectiveStats). */
    baseAttack: integer('base_attack').notNull(),
    baseDefense: integer('base_defense').notNull(),
    baseHealth: integer('base_health').notNull(),
    baseSpeed: integer('base_speed').notNull(),
    skillTriggerChance: doublePrecision('skill_trigger_chance').notNull(),
    /** The seed the card was generated from: the same items and seed make the same card. */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** Ids of the items it was made from, for its picture. */
    sourceItems: text('source_items').array().notNull(),
    /**
     * An arena card made as one newcomer's sparring opponent (services/opponent-choice.ts):
     * theirs alone, so it never joins the arena's pool of its level.
     */
    sparringForPlayerId: uuid('sparring_for_player_id').references(() => player.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('battle_card_quality', sql`${table.quality} in ('poor', 'normal', 'superior')`),
    check('battle_card_level', sql`${table.level} >= 1`),
    index('battle_card_player_idx').on(table.playerId, table.createdAt),
    // By level, then id: the arena's random sample of a level window reads from a random id
    // (repositories/battle-cards.ts#rivalSampleIds).
    index('battle_card_level_idx').on(table.level, table.id),
  ],
);
