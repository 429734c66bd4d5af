/** The player market and the currency exchange. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { battleCard } from './lab-schema';

/**
 * A card offered for sale, and once it ends, the record of how (sold or cancelled). The
 * card's class, quality and level are copied in: a listed card cannot change, and the
 * marketplace's filters and the price hint then need no join.
 */
export const marketListing = pgTable(
  'market_listing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the card is gone (its new owner purged it): the sale's record stays. */
    cardId: uuid('card_id').references(() => battleCard.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('active'),
    cardClass: text('card_class').notNull(),
    cardQuality: text('card_quality').notNull(),
    cardLevel: integer('card_level').notNull(),
    buyerId: uuid('buyer_id').references(() => player.id, { onDelete: 'set null' }),
    /** The fee burned by the sale. */
    fee: integer('fee'),
    /** The card as it was sold (the contract's BattleCard), for the seller's sales list. */
    soldCard: jsonb('sold_card'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check('market_listing_price', sql`${table.price} between 1 and 1000000`),
    check('market_listing_currency', sql`${table.currency} in ('magicDust')`),
    check('market_listing_status', sql`${table.status} in ('active', 'sold', 'cancelled')`),
    uniqueIndex('market_listing_one_active_per_card')
      .on(table.cardId)
      .where(sql`${table.status} = 'active'`),
    index('market_listing_active_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'active'`),
    index('market_listing_seller_idx').on(table.sellerId, table.status, table.endedAt),
    index('market_listing_sales_idx')
      .on(table.cardClass, table.cardQuality, table.endedAt)
      .where(sql`${table.status} = 'sold'`),
  ],
);

/**
 * How many listings are active, per kind of card (class, quality, level): the market page's
 * total is a sum of these and of the deltas not yet folded in, not a count of every active
 * listing. Only housekeeping writes it (repositories/market-listings.ts#foldListingCounts),
 * under its advisory lock; no move locks it (docs/adr/0117-market-listing-totals.md).
 */
export const marketListingCount = pgTable(
  'market_listing_count',
  {
    cardClass: text('card_class').notNull(),
    cardQuality: text('card_quality').notNull(),
    cardLevel: integer('card_level').notNull(),
    listings: integer('listings').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'market_listing_count_pk',
      columns: [table.cardClass, table.cardQuality, table.cardLevel],
    }),
  ],
);

/**
 * What each statement on market_listing changed in the active counts, one row per kind it
 * changed (+n, -n), appended by the table's triggers (migration 0020) in the writer's own
 * transaction. Insert-only between folds, so writers share no row and take no lock of the
 * lock order; housekeeping deletes the rows into market_listing_count. No index: a read
 * sums all of it (the first page) or nearly, and it holds minutes of writes at most.
 */
export const marketListingCountDelta = pgTable('market_listing_count_delta', {
  cardClass: text('card_class').notNull(),
  cardQuality: text('card_quality').notNull(),
  cardLevel: integer('card_level').notNull(),
  delta: integer('delta').notNull(),
});

/**
 * A purchase's Idempotency-Key and the answer it got, so that a retry with the same key
 * answers the same and never buys twice.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the key was used for: a retry with another target is refused. */
    target: text('target').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.key] })],
);

/** A fixed offer of the currency exchange, loaded from apps/server/content at start. */
export const exchangeOffer = pgTable(
  'exchange_offer',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    currencyToSell: text('currency_to_sell').notNull(),
    amountToSell: integer('amount_to_sell').notNull(),
    priceCurrency: text('price_currency').notNull(),
    priceAmount: integer('price_amount').notNull(),
    dailyLimit: integer('daily_limit'),
    /** An offer taken out of the content file stays, inactive: purchases point at it. */
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('exchange_offer_amounts', sql`${table.amountToSell} > 0 and ${table.priceAmount} > 0`),
    check(
      'exchange_offer_daily_limit',
      sql`${table.dailyLimit} is null or ${table.dailyLimit} > 0`,
    ),
  ],
);

/** One purchase of an exchange offer: what the daily limit counts. */
export const exchangePurchase = pgTable(
  'exchange_purchase',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => exchangeOffer.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exchange_purchase_player_idx').on(table.playerId, table.offerId, table.createdAt),
  ],
);

/**
 * The market's memory: one row per kind of card (class, quality, level band) and hour, or
 * day once housekeeping folds a whole day of hours (docs/RULES.md, "Market prices"). An hour
 * keeps its prices so its median is exact and a day's can be computed when it is folded;
 * a day keeps only its count, min, max and median. Written by the purchase, in its
 * transaction, by one upsert (the row lock orders racing buyers on N instances).
 */
export const marketPriceRollup = pgTable(
  'market_price_rollup',
  {
    cardClass: text('card_class').notNull(),
    cardQuality: text('card_quality').notNull(),
    /** The first level of the kind's band (game-rules' LEVEL_BANDS). */
    band: integer('band').notNull(),
    /** The start of the hour or the day, UTC. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    resolution: text('resolution').notNull(),
    count: integer('count').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    median: integer('median').notNull(),
    /** An hour's sale prices; null on a folded day. */
    prices: integer('prices').array(),
  },
  (table) => [
    // The history of a kind is one range scan of this key: kind, then time.
    primaryKey({
      name: 'market_price_rollup_pk',
      columns: [table.cardClass, table.cardQuality, table.band, table.bucket, table.resolution],
    }),
    check('market_price_rollup_resolution', sql`${table.resolution} in ('hour', 'day')`),
    check(
      'market_price_rollup_numbers',
      sql`${table.count} > 0 and ${table.min} <= ${table.median} and ${table.median} <= ${table.max}`,
    ),
  ],
);
