/** GET /api/auth-options: which sign-in methods this server offers, for the login screen. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import { routeOf } from '../route-of';

export const authOptionsRoutes: FastifyPluginAsyncZod<{ googleSignIn: boolean }> = async (
  app,
  { googleSignIn },
) => {
  // The login screen asks rather than guesses: Google is on when it is configured.
  routeOf(app, endpoints.authProviders, async () => ({ anonymous: true, google: googleSignIn }));
};
