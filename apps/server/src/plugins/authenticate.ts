/**
 * Who is calling: `requireUser` resolves the bearer token to the auth user (401 when it is
 * missing, unknown or expired); `requirePlayer` also loads that user's player (404 before
 * registration). Routes pick one as their preHandler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignInProvider } from '@alchemy/contracts';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/database';
import { AppError, unauthorized } from '../lib/app-error';
import { findPlayerByAuthUser, type PlayerRow } from '../repositories/players';
import { toWebHeaders } from './auth-routes';

export interface AuthUser {
  id: string;
  signInProvider: SignInProvider;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    player: PlayerRow | null;
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
  async (app: FastifyInstance, options: { auth: Auth; db: Db }) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('player', null);

    async function requireUser(request: FastifyRequest) {
      if (!request.headers.authorization?.startsWith('Bearer ')) {
        throw unauthorized('Sign in first: this call needs an Authorization: Bearer token.');
      }
      const session = await options.auth.api.getSession({ headers: toWebHeaders(request) });
      if (!session) throw unauthorized('Your session has ended. Please sign in again.');
      request.authUser = {
        id: session.user.id,
        signInProvider: session.user.isAnonymous ? 'anonymous' : 'google',
      };
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      await requireUser(request);
      const player = await findPlayerByAuthUser(options.db, authUserOf(request).id);
      if (!player) {
        throw new AppError(
          404,
          'PROFILE_NOT_FOUND',
          'No profile yet: register first with POST /api/profile/register.',
        );
      }
      request.player = player;
    });
  },
);
