/**
 * The market and the currency exchange. Their schemas, errors and OpenAPI words: the endpoint
 * table's other half (../endpoint-schemas.ts).
 */
import { z } from 'zod';
import { CurrencyOfferListSchema, OfferParamsSchema } from '../exchange';
import {
  CancelListingResultSchema,
  CardKindQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  CreateListingRequestSchema,
  ListingParamsSchema,
  MarketListingSchema,
  MarketListingsPageSchema,
  MarketListingsQuerySchema,
  MarketSalesSchema,
  PriceHistorySchema,
  PurchaseResultSchema,
  RecentSalesSchema,
} from '../market';
import { ProfileSchema } from '../profile';
import type * as marketEndpoints from '../endpoints/market';
import { MARKET, type EndpointSchemas } from './shared';

/** A purchase may carry an Idempotency-Key, so a retry answers the same. */
const PurchaseHeadersSchema = z
  .object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() })
  .loose();

export const marketSchemas = {
  marketListings: {
    tags: ['market'],
    summary: 'Active listings, newest first; filters by class, quality, level and price',
    query: MarketListingsQuerySchema,
    response: { 200: MarketListingsPageSchema },
    errors: MARKET,
  },
  marketListingCreate: {
    tags: ['market'],
    summary: 'Put one of your unlisted cards up for sale',
    body: CreateListingRequestSchema,
    response: { 201: MarketListingSchema },
    errors: MARKET,
  },
  marketListingCancel: {
    tags: ['market'],
    summary: 'Cancel your listing: the card comes back unlisted',
    params: ListingParamsSchema,
    response: { 200: CancelListingResultSchema },
    errors: MARKET,
  },
  marketListingPurchase: {
    tags: ['market'],
    summary: 'Buy a listing; an Idempotency-Key makes a retry answer the same',
    params: ListingParamsSchema,
    headers: PurchaseHeadersSchema,
    response: { 200: PurchaseResultSchema },
    errors: [...MARKET, 422],
  },
  marketMyListings: {
    tags: ['market'],
    summary: 'Your cards for sale now',
    response: { 200: z.array(MarketListingSchema) },
    errors: MARKET,
  },
  marketSales: {
    tags: ['market'],
    summary: 'The cards you sold, newest first',
    response: { 200: MarketSalesSchema },
    errors: MARKET,
  },
  marketPriceHistory: {
    tags: ['market'],
    summary:
      "What a kind of card (class, quality, the level's band) sold for: median, count, graph",
    query: CardKindQuerySchema,
    response: { 200: PriceHistorySchema },
    errors: MARKET,
  },
  marketRecentSales: {
    tags: ['market'],
    summary: 'The latest sales of a kind of card, newest first',
    query: CardKindQuerySchema,
    response: { 200: RecentSalesSchema },
    errors: MARKET,
  },
  exchangeOffers: {
    tags: ['exchange'],
    summary: 'The currency offers, with how many you may still buy today',
    response: { 200: CurrencyOfferListSchema },
    errors: MARKET,
  },
  exchangeOfferPurchase: {
    tags: ['exchange'],
    summary: 'Buy an offer; answers the updated profile',
    params: OfferParamsSchema,
    response: { 200: ProfileSchema },
    errors: MARKET,
  },
} as const satisfies { readonly [N in keyof typeof marketEndpoints]: EndpointSchemas };
