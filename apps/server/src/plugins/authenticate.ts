/**
 * Who is calling: `requireUser` resolves the bearer token to the auth user (401 when it is
 * missing, unknown or expired); `requirePlayer` also needs that user's player (404 before
 * registration). Both read one joined row (repositories/sessions.ts).
 *
 * A route says who may call it in its config, `config: { access }`, and this plugin adds
 * the matching check as the route's first onRequest hook, before the body is parsed: a
 * caller without a session learns nothing more. The declaration is the check, so the route
 * table (app.routeTable, which src/adversarial/ holds to its own classification) cannot
 * say one thing while the route does another.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess, SignInProvider } from '@alchemy/contracts';
import { SESSION_POLICY } from '../auth/auth';
import type { Db } from '../db/database';
import { AppError, unauthorized } from '../lib/app-error';
import type { PlayerRow } from '../repositories/players';
import { verifiedSessionToken } from '../lib/session-token';
import { resolveSession } from '../repositories/sessions';

/** Declared by each endpoint of the table (contracts/src/endpoints.ts), or by a route's config. */
export type { RouteAccess };

export interface AuthUser {
  id: string;
  signInProvider: SignInProvider;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    player: PlayerRow | null;
    /** The database's clock when the session was read (null on a public route). */
    sessionClockMs: number | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requirePlayer: (request: FastifyRequest) => Promise<void>;
  }
}

/** The authenticated user of a request that passed `requireUser`. */
export function authUserOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The player of a request that passed `requirePlayer`. */
export function playerOf(request: FastifyRequest): PlayerRow {
  if (!request.player) throw unauthorized();
  return request.player;
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { db: Db; authSecret: string }) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('player', null);
    app.decorateRequest('sessionClockMs', null);

    async function resolve(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) {
        throw unauthorized('Sign in first: this call needs an Authorization: Bearer token.');
      }
      // Only a token signed with our secret reaches the database (lib/session-token.ts).
      const token = verifiedSessionToken(header.slice('Bearer '.length), options.authSecret);
      const resolved = token ? await resolveSession(options.db, token, SESSION_POLICY) : null;
      if (!resolved) throw unauthorized('Your session has ended. Please sign in again.');
      request.authUser = {
        id: resolved.userId,
        signInProvider: resolved.isAnonymous ? 'anonymous' : 'google',
      };
      request.sessionClockMs = resolved.databaseNowMs;
      return resolved;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await resolve(request);
    });
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      const resolved = await resolve(request);
      if (!resolved.player) {
        throw new AppError(
          404,
          'PROFILE_NOT_FOUND',
          'No profile yet: register first with POST /api/profile/register.',
        );
      }
      request.player = resolved.player;
    });

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access !== 'user' && access !== 'player') return;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [access === 'player' ? app.requirePlayer : app.requireUser, ...own];
    });
  },
);
