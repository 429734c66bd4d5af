/**
 * Security headers and the rate limiter. The CSP is strict (only our own origin) and is
 * the one the built web app runs under; `upgrade-insecure-requests` and HSTS are left out
 * because the game is served over plain http on localhost by default.
 */
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { rateLimitStore?: FastifyRateLimitStoreCtor }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    // Off by default; routes opt in through `config.rateLimit` (the auth endpoints do).
    await app.register(rateLimit, {
      global: false,
      ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
      // A store that cannot be reached must not lock every player out: let them through
      // (the failure is logged) rather than answer 500.
      skipOnError: true,
    });
  },
);
