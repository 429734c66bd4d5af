/**
 * Items, recipes and the crafting game. Items are world-wide (the catalogue, plus results
 * a generator made and stored for everyone); runs, discoveries and lab stock are per player.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from './game-schema';

export const item = pgTable(
  'item',
  {
    /** A slug of the name: stable across databases and readable in URLs. */
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    imageDescription: text('image_description').notNull(),
    rarity: text('rarity').notNull(),
    family: text('family').notNull(),
    icon: text('icon').notNull(),
    /**
     * The key of the item's picture in its URL: random and stored, so a picture's address
     * says nothing of the item and cannot be guessed (only players shown the item get it).
     */
    pictureKey: uuid('picture_key').notNull().unique().defaultRandom(),
    isBuildingBlock: boolean('is_building_block').notNull().default(false),
    /** The player level from which a building block may be allocated; null for others. */
    unlockLevel: integer('unlock_level'),
    source: text('source').notNull().default('catalogue'),
    firstDiscoveredBy: uuid('first_discovered_by').references(() => player.id, {
      onDelete: 'set null',
    }),
    firstDiscoveredAt: timestamp('first_discovered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('item_rarity', sql`${table.rarity} in ('common', 'rare', 'epic', 'legendary')`),
    check('item_source', sql`${table.source} in ('catalogue', 'generator')`),
  ],
);

/** An unordered pair, stored with itemA < itemB so each pair has exactly one row. */
export const recipe = pgTable(
  'recipe',
  {
    itemA: text('item_a')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    itemB: text('item_b')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    resultId: text('result_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.itemA, table.itemB] }),
    check('recipe_ordered_pair', sql`${table.itemA} < ${table.itemB}`),
    index('recipe_result_idx').on(table.resultId),
  ],
);

/** One crafting run per player: started with an allocation, over when no craft is left. */
export const craftingRun = pgTable('crafting_run', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => player.id, { onDelete: 'cascade' }),
  isOver: boolean('is_over').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const runItem = pgTable(
  'run_item',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.itemId] }),
    check('run_item_quantity_non_negative', sql`${table.quantity} >= 0`),
  ],
);

/** What a player has discovered, and the pair they first made it with. */
export const discovery = pgTable(
  'discovery',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    fromItemA: text('from_item_a').notNull(),
    fromItemB: text('from_item_b').notNull(),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.itemId] })],
);

export const labItem = pgTable(
  'lab_item',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.itemId] }),
    check('lab_item_quantity_non_negative', sql`${table.quantity} >= 0`),
  ],
);
