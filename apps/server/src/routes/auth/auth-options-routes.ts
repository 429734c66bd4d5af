/** GET /api/auth-options: which sign-in methods this server offers, for the login screen. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, AuthProvidersResponseSchema } from '@alchemy/contracts';

export const authOptionsRoutes: FastifyPluginAsyncZod<{ googleSignIn: boolean }> = async (
  app,
  { googleSignIn },
) => {
  app.get(
    API_PATHS.authProviders,
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Which sign-in methods this server offers',
        response: { 200: AuthProvidersResponseSchema },
      },
    },
    // The login screen asks rather than guesses: Google is on when it is configured.
    async () => ({ anonymous: true, google: googleSignIn }),
  );
};
