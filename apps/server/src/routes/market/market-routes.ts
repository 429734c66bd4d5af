/** The player market's endpoints, thin over services/market-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  CancelListingResultSchema,
  CreateListingRequestSchema,
  ErrorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  ListingParamsSchema,
  MarketListingSchema,
  MarketListingsPageSchema,
  MarketListingsQuerySchema,
  MarketSalesSchema,
  CardKindQuerySchema,
  PriceHistorySchema,
  RecentSalesSchema,
  PurchaseResultSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  cancelListing,
  createListing,
  listingsPage,
  myListings,
  mySales,
  purchaseListing,
  requireMarketAccess,
} from '../../services/market-service';
import { priceHistory, recentSales } from '../../services/market-price-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

const errors = { ...gameErrors, 403: ErrorResponseSchema };
const tags = ['market'];

const PurchaseHeadersSchema = z
  .object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() })
  .loose();

export const marketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The market opens at level 3: below it every call is 403, before its body is read.
  app.addHook('preValidation', async (request) => requireMarketAccess(playerOf(request)));
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  app.get(
    API_PATHS.marketListings,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Active listings, newest first; filters by class, quality, level and price',
        security: bearerSecurity,
        querystring: MarketListingsQuerySchema,
        response: { 200: MarketListingsPageSchema, ...errors },
      },
    },
    async (request) => listingsPage(ctx(request), request.query),
  );

  app.post(
    API_PATHS.marketListings,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Put one of your unlisted cards up for sale',
        security: bearerSecurity,
        body: CreateListingRequestSchema,
        response: { 201: MarketListingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createListing(ctx(request), playerOf(request), request.body)),
  );

  app.post(
    API_PATHS.marketListingPurchase,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Buy a listing; an Idempotency-Key makes a retry answer the same',
        security: bearerSecurity,
        params: ListingParamsSchema,
        headers: PurchaseHeadersSchema,
        response: { 200: PurchaseResultSchema, ...errors, 422: ErrorResponseSchema },
      },
    },
    async (request) =>
      purchaseListing(
        ctx(request),
        playerOf(request),
        request.params.id,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );

  app.delete(
    API_PATHS.marketListing,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Cancel your listing: the card comes back unlisted',
        security: bearerSecurity,
        params: ListingParamsSchema,
        response: { 200: CancelListingResultSchema, ...errors },
      },
    },
    async (request) => cancelListing(ctx(request), playerOf(request), request.params.id),
  );

  app.get(
    API_PATHS.marketMyListings,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Your cards for sale now',
        security: bearerSecurity,
        response: { 200: z.array(MarketListingSchema), ...errors },
      },
    },
    async (request) => myListings(ctx(request), playerOf(request).id),
  );

  app.get(
    API_PATHS.marketSales,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'The cards you sold, newest first',
        security: bearerSecurity,
        response: { 200: MarketSalesSchema, ...errors },
      },
    },
    async (request) => mySales(ctx(request), playerOf(request).id),
  );

  app.get(
    API_PATHS.marketPriceHistory,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary:
          "What a kind of card (class, quality, the level's band) sold for: median, count, graph",
        security: bearerSecurity,
        querystring: CardKindQuerySchema,
        response: { 200: PriceHistorySchema, ...errors },
      },
    },
    async (request) => priceHistory(ctx(request), request.query),
  );

  app.get(
    API_PATHS.marketRecentSales,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'The latest sales of a kind of card, newest first',
        security: bearerSecurity,
        querystring: CardKindQuerySchema,
        response: { 200: RecentSalesSchema, ...errors },
      },
    },
    async (request) => recentSales(ctx(request), request.query),
  );
};
