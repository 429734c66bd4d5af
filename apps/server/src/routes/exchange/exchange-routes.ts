/** The currency exchange's endpoints, thin over services/exchange-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CurrencyOfferListSchema,
  ErrorResponseSchema,
  OfferParamsSchema,
  ProfileSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { offers, purchaseOffer } from '../../services/exchange-service';
import { requireMarketAccess } from '../../services/market-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

const errors = { ...gameErrors, 403: ErrorResponseSchema };
const tags = ['exchange'];

export const exchangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The exchange is a tab of the market, and opens with it.
  app.addHook('preValidation', async (request) => requireMarketAccess(playerOf(request)));
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  app.get(
    API_PATHS.exchangeOffers,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'The currency offers, with how many you may still buy today',
        security: bearerSecurity,
        response: { 200: CurrencyOfferListSchema, ...errors },
      },
    },
    async (request) => offers(ctx(request), playerOf(request).id),
  );

  app.post(
    API_PATHS.exchangeOfferPurchase,
    {
      config: { access: 'player' },
      schema: {
        tags,
        summary: 'Buy an offer; answers the updated profile',
        security: bearerSecurity,
        params: OfferParamsSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => purchaseOffer(ctx(request), playerOf(request), request.params.id),
  );
};
