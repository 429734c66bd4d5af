/**
 * Serves the built web app from the API's port. Hashed assets are cached for a year; the
 * HTML, manifest and service worker are revalidated so an update reaches players. Text
 * files are served precompressed (Brotli or gzip) when the client accepts it. Any
 * other GET outside /api falls back to index.html (client-side routes); unknown /api
 * routes get a JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@alchemy/contracts';
import { errorBody } from './error-handler';

export const webAppPlugin = fp(async (app: FastifyInstance, options: { webDist: string }) => {
  const hasWebApp = existsSync(join(options.webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      // '/' is the front door: the directory's index.html, like any client route below.
      index: 'index.html',
      // The build writes a .br and a .gz beside each text file (apps/web/build/
      // precompress-plugin.ts): the client's Accept-Encoding picks one, no CPU per request.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(options.webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    // A missing built file is a 404: the page in its place would be parsed as a script.
    const isAsset = path.startsWith('/assets/');
    if (
      !isApi &&
      !isAsset &&
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `There is no ${request.method} ${path} here.`));
  });
});
