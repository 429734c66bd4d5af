/** The OpenAPI description at /api/docs, generated from the contract schemas. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The API docs page's policy: its own scripts, styles and images, nothing else. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The one inline style Swagger UI injects (its hash, as Chromium reports it).
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alchemy Arena API',
        description:
          'Every call except sign-in, health and images needs `Authorization: Bearer <token>`; ' +
          'get a token from `POST /api/auth/sign-in/anonymous` (header `set-auth-token`). ' +
          'Errors are `{ error, code }`. A successful answer of a move that moved a daily goal ' +
          'on, earned an achievement or reached a collection chest carries the header ' +
          '`x-game-notices`: URI-encoded JSON, a list of `{ type: "goal", id, kind, progress, ' +
          'target, completed }`, `{ type: "achievement", key }` and `{ type: "collection", ' +
          'family, percent }`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No schema validation badge: it would fetch an image from swagger.io.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Swagger UI's own policy allows any https: style or font source, the swagger.io
    // validator and framing by this origin; the page needs none of it.
    transformStaticCSP: () => DOCS_CSP,
  });
});
