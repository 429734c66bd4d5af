/** The currency exchange's endpoints, thin over services/exchange-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { offers, purchaseOffer } from '../../services/exchange-service';
import { requireMarketAccess } from '../../services/market-service';
import { routeOf } from '../route-of';

export const exchangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The exchange is a tab of the market, and opens with it.
  app.addHook('preValidation', async (request) => requireMarketAccess(playerOf(request)));
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  routeOf(app, endpoints.exchangeOffers, async (request) =>
    offers(ctx(request), playerOf(request).id),
  );
  routeOf(app, endpoints.exchangeOfferPurchase, async (request) =>
    purchaseOffer(ctx(request), playerOf(request), request.params.id),
  );
};
