/**
 * better-auth, configured for this game: guests (anonymous plugin) with bearer tokens
 * (bearer plugin), tables in our own drizzle schema, and, when configured, Google as a
 * generic OpenID Connect provider (genericOAuth with PKCE: the built-in Google provider's
 * endpoints are fixed, so it could not be pointed at a local provider in tests). After
 * the provider's redirect the page cannot read a header, so the session is handed over
 * as a one-time code (the one-time-token plugin, stored hashed, one minute).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, bearer, genericOAuth, oneTimeToken } from 'better-auth/plugins';
import { AUTH_COMPLETE_ROUTE, GOOGLE_PROVIDER_ID } from '@alchemy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { account, session, user, verification } from '../db/schema';

export const AUTH_BASE_PATH = '/api/auth';
/** Sessions last 30 days and slide forward once a day while the player keeps playing. */
export const SESSION_POLICY = {
  expiresInSeconds: 60 * 60 * 24 * 30,
  updateAgeSeconds: 60 * 60 * 24,
};

/** Minutes a handover code lives: the browser uses it within a second of the redirect. */
const HANDOVER_CODE_MINUTES = 1;

export function createAuth(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'google'>,
  log?: FastifyBaseLogger,
) {
  const google = config.google;
  return betterAuth({
    // better-auth's own messages go to the server's log, at the server's level.
    logger: log
      ? {
          level: 'debug',
          log: (level, message, ...args) => log[level]({ betterAuth: args }, message),
        }
      : { disabled: true },
    appName: 'Alchemy Arena',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    session: {
      expiresIn: SESSION_POLICY.expiresInSeconds,
      updateAge: SESSION_POLICY.updateAgeSeconds,
    },
    account: {
      accountLinking: {
        enabled: true,
        // A guest's email is a placeholder: linking Google to it must not require a match.
        allowDifferentEmails: true,
        trustedProviders: [GOOGLE_PROVIDER_ID],
      },
    },
    plugins: [
      anonymous({
        emailDomainName: 'guest.alchemy-arena.local',
        // better-auth would delete a guest whose session starts a sign-in with another
        // account, and the player with it: a guest is never deleted behind its back.
        disableDeleteAnonymousUser: true,
      }),
      // A token without its signature is no token, here as in the game's own calls.
      bearer({ requireSignature: true }),
      oneTimeToken({
        storeToken: 'hashed',
        expiresIn: HANDOVER_CODE_MINUTES,
        // Made only by the server's own handover, never on a client's request.
        disableClientRequest: true,
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  pkce: true,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    // OAuth failures that cannot find the flow's own error page (a forged or lost state)
    // still land in the app, which explains them; never on better-auth's bare error page.
    // `throw`: an error that is not better-auth's own APIError (a failed query) leaves
    // auth.handler instead of becoming a bare 500, so the server's error handler tells a
    // lost database (503 with Retry-After) from a bug (500, logged with its stack). APIErrors
    // still come back as responses.
    onAPIError: { errorURL: `${config.publicUrl}${AUTH_COMPLETE_ROUTE}`, throw: true },
    trustedOrigins: [config.publicUrl],
    // Fastify's rate limiter guards /api/auth/* (one mechanism, configured in one place).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
