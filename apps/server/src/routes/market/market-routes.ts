/** The player market's endpoints, thin over services/market-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
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
import { routeOf } from '../route-of';

export const marketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The market opens at level 3: below it every call is 403, before its body is read.
  app.addHook('preValidation', async (request) => requireMarketAccess(playerOf(request)));
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  routeOf(app, endpoints.marketListings, async (request) =>
    listingsPage(ctx(request), request.query),
  );
  routeOf(app, endpoints.marketListingCreate, async (request, reply) =>
    reply.status(201).send(await createListing(ctx(request), playerOf(request), request.body)),
  );
  routeOf(app, endpoints.marketListingPurchase, async (request) =>
    purchaseListing(
      ctx(request),
      playerOf(request),
      request.params.id,
      request.headers[IDEMPOTENCY_KEY_HEADER],
    ),
  );
  routeOf(app, endpoints.marketListingCancel, async (request) =>
    cancelListing(ctx(request), playerOf(request), request.params.id),
  );
  routeOf(app, endpoints.marketMyListings, async (request) =>
    myListings(ctx(request), playerOf(request).id),
  );
  routeOf(app, endpoints.marketSales, async (request) =>
    mySales(ctx(request), playerOf(request).id),
  );
  routeOf(app, endpoints.marketPriceHistory, async (request) =>
    priceHistory(ctx(request), request.query),
  );
  routeOf(app, endpoints.marketRecentSales, async (request) =>
    recentSales(ctx(request), request.query),
  );
};
