/** The player market (docs/RULES.md, "Market"): listings, purchases, sales, price history. */
import { z } from 'zod';
import {
  CARD_CLASSES,
  CARD_QUALITIES,
  LISTING_CURRENCIES,
  LISTING_PRICE,
  MARKET_PAGE_SIZE,
} from '@alchemy/game-rules';
import { BattleCardSchema, CardIdSchema } from './lab';
import { ProfileSchema } from './profile';

export const ListingCurrencySchema = z.enum(LISTING_CURRENCIES);

export const ListingPriceSchema = z
  .number()
  .int({ error: 'a price is a whole number' })
  .min(LISTING_PRICE.min)
  .max(LISTING_PRICE.max);

/** A card for sale (the spec's "Market listing"), with what its sale pays out. */
export const MarketListingSchema = z
  .object({
    id: z.uuid(),
    /** The card as it is now: a listed card cannot change. */
    item: BattleCardSchema,
    seller: z.object({ id: z.string(), name: z.string() }),
    cardId: z.uuid(),
    price: z.number().int().min(1),
    currency: ListingCurrencySchema,
    /** Burned when the card sells: 5%, rounded down, at least 1. */
    fee: z.number().int().min(1),
    sellerReceives: z.number().int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MarketListing' });
export type MarketListing = z.infer<typeof MarketListingSchema>;

export const MARKET_SORTS = [
  'newest',
  'price-low',
  'price-high',
  'level-high',
  'level-low',
] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

const QueryInt = z.coerce.number().int();

/** GET /market/listings: a page of active listings, newest first unless sorted otherwise. */
export const MarketListingsQuerySchema = z
  .object({
    page: QueryInt.min(1).max(10_000).default(1),
    limit: QueryInt.min(1).max(MARKET_PAGE_SIZE.max).default(MARKET_PAGE_SIZE.default),
    class: z.enum(CARD_CLASSES).optional(),
    quality: z.enum(CARD_QUALITIES).optional(),
    minLevel: QueryInt.min(1).max(1000).optional(),
    maxLevel: QueryInt.min(1).max(1000).optional(),
    maxPrice: QueryInt.min(1).max(LISTING_PRICE.max).optional(),
    sort: z.enum(MARKET_SORTS).default('newest'),
  })
  .strict();
/** What a client may send (every field optional). */
export type MarketListingsQuery = z.input<typeof MarketListingsQuerySchema>;
/** What the server reads once parsed (defaults applied). */
export type ParsedMarketListingsQuery = z.output<typeof MarketListingsQuerySchema>;

export const MarketListingsPageSchema = z
  .object({
    data: z.array(MarketListingSchema),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    /** Active listings matching the filters, on every page. */
    total: z.number().int().min(0),
    hasMore: z.boolean(),
  })
  .meta({ id: 'MarketListingsPage' });
export type MarketListingsPage = z.infer<typeof MarketListingsPageSchema>;

export const CreateListingRequestSchema = z
  .object({ cardId: CardIdSchema, price: ListingPriceSchema, currency: ListingCurrencySchema })
  .strict()
  .meta({ id: 'CreateListingRequest' });
export type CreateListingRequest = z.infer<typeof CreateListingRequestSchema>;

export const ListingParamsSchema = z.object({ id: z.uuid({ error: 'a listing id is a UUID' }) });

/** POST /market/listings/{id}/purchase: the card, now the buyer's, and the buyer's profile. */
export const PurchaseResultSchema = z
  .object({ card: BattleCardSchema, profile: ProfileSchema })
  .meta({ id: 'PurchaseResult' });
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;

/** DELETE /market/listings/{id}: the card, back to unlisted. */
export const CancelListingResultSchema = z
  .object({ card: BattleCardSchema })
  .meta({ id: 'CancelListingResult' });
export type CancelListingResult = z.infer<typeof CancelListingResultSchema>;

/** A card the player sold: the card as it was sold, who bought it, and for how much. */
export const MarketSaleSchema = z
  .object({
    listingId: z.uuid(),
    card: BattleCardSchema,
    buyer: z.object({ name: z.string() }),
    price: z.number().int().min(1),
    currency: ListingCurrencySchema,
    fee: z.number().int().min(1),
    received: z.number().int().min(0),
    soldAt: z.iso.datetime(),
  })
  .meta({ id: 'MarketSale' });
export type MarketSale = z.infer<typeof MarketSaleSchema>;

export const MarketSalesSchema = z.array(MarketSaleSchema);

/** GET /market/price-history and /market/recent-sales: a kind of card, named by one card. */
export const CardKindQuerySchema = z
  .object({
    class: z.enum(CARD_CLASSES),
    quality: z.enum(CARD_QUALITIES),
    /** The card's level: its band is the kind's (game-rules' LEVEL_BANDS). */
    level: QueryInt.min(1).max(1000),
  })
  .strict();
export type CardKindQuery = z.infer<typeof CardKindQuerySchema>;

export const CardKindSchema = z
  .object({
    class: z.enum(CARD_CLASSES),
    quality: z.enum(CARD_QUALITIES),
    band: z.object({
      min: z.number().int().min(1),
      /** Null for the last band: that level and above. */
      max: z.number().int().min(1).nullable(),
    }),
  })
  .meta({ id: 'CardKind' });
export type CardKind = z.infer<typeof CardKindSchema>;

/** One hour or day of a kind's sales on the graph. */
export const PricePointSchema = z
  .object({
    at: z.iso.datetime(),
    median: z.number().int().min(1),
    count: z.number().int().min(1),
  })
  .meta({ id: 'PricePoint' });
export type PricePoint = z.infer<typeof PricePointSchema>;

/** What a kind of card sold for in the last `days` days: the median, the count, the graph. */
export const PriceHistorySchema = z
  .object({
    kind: CardKindSchema,
    /** The median price, rounded to a whole number; null when none sold. */
    median: z.number().int().min(0).nullable(),
    count: z.number().int().min(0),
    days: z.number().int().min(1),
    /** The graph's step: hours while every sale is from the last two days, days otherwise. */
    resolution: z.enum(['hour', 'day']),
    /** Oldest first; hours or days without a sale are left out. */
    points: z.array(PricePointSchema),
  })
  .meta({ id: 'PriceHistory' });
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

export const RecentSaleSchema = z
  .object({
    price: z.number().int().min(1),
    level: z.number().int().min(1),
    /** The card's name as it was sold; null when the record has none. */
    name: z.string().nullable(),
    soldAt: z.iso.datetime(),
  })
  .meta({ id: 'RecentSale' });
export type RecentSale = z.infer<typeof RecentSaleSchema>;

/** The latest sales of a kind, newest first. */
export const RecentSalesSchema = z
  .object({ kind: CardKindSchema, sales: z.array(RecentSaleSchema) })
  .meta({ id: 'RecentSales' });
export type RecentSales = z.infer<typeof RecentSalesSchema>;

/**
 * A purchase may carry this header: a retry with the same key answers what the first
 * purchase answered and never buys twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'an idempotency key is 8 to 128 letters, digits, _ or -');
