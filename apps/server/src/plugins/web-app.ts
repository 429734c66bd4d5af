/**
 * Serves the built web app from the API's port. Hashed assets are cached for a year; the
 * HTML, manifest and service worker are revalidated so an update reaches players. Text
 * files are served precompressed (Brotli or gzip) when the client accepts it. Any
 * other GET outside /api falls back to index.html (client-side routes); unknown /api
 * routes get a JSON 404. The pages players share (an invitation, a replay, the daily race,
 * a player card) get index.html with their Open Graph and Twitter card tags filled in
 * (link-preview-tags.ts), so a chat shows what the link is without running the app.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@alchemy/contracts';
import type { Db } from '../db/database';
import { errorBody } from './error-handler';
import { previewOfPage, sharedPage, tagsOf, withTags } from './link-preview-tags';

export interface WebAppOptions {
  webDist: string;
  db: Db;
  /** The site's own address, for the absolute URLs of the preview tags. */
  publicUrl: string;
}

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const hasWebApp = existsSync(join(options.webDist, 'index.html'));
  // Read once: the page the tags are filled into (a new build comes with a restart).
  const page = hasWebApp ? readFileSync(join(options.webDist, 'index.html'), 'utf8') : '';
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

  /** The page with the tags of what a shared link shows; the game's own when that fails. */
  async function sharedPageHtml(shared: NonNullable<ReturnType<typeof sharedPage>>, url: string) {
    let preview = null;
    try {
      preview = await previewOfPage(options.db, shared);
    } catch (error) {
      // The page itself must still open: the app shows its own error if the database is down.
      app.log.warn({ err: error, url }, 'link preview not read; the game preview is shown');
    }
    return withTags(page, tagsOf(shared.kind, preview), { url, publicUrl: options.publicUrl });
  }

  app.setNotFoundHandler(async (request, reply) => {
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
      const shared = sharedPage(path);
      if (shared) {
        const html = await sharedPageHtml(shared, path);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `There is no ${request.method} ${path} here.`));
  });
});
