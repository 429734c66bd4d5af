/**
 * better-auth, configured for this game: guests (anonymous plugin) with bearer tokens
 * (bearer plugin), tables in our own drizzle schema. Google arrives later as a generic
 * OIDC provider; game data is keyed by player.id so linking can re-point it.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, bearer } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { account, session, user, verification } from '../db/schema';

export const AUTH_BASE_PATH = '/api/auth';
/** Sessions last 30 days and slide forward once a day while the player keeps playing. */
export const SESSION_POLICY = {
  expiresInSeconds: 60 * 60 * 24 * 30,
  updateAgeSeconds: 60 * 60 * 24,
};

export function createAuth(db: Db, config: Pick<Config, 'publicUrl' | 'authSecret'>) {
  return betterAuth({
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
    plugins: [anonymous({ emailDomainName: 'guest.alchemy-arena.local' }), bearer()],
    trustedOrigins: [config.publicUrl],
    // Fastify's rate limiter guards /api/auth/* (one mechanism, configured in one place).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
