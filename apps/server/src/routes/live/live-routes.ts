/**
 * The live channel (GET /live: server-sent events) and the kept notifications
 * (docs/ARCHITECTURE.md, "Live events"). The stream is authenticated like every game call,
 * by the bearer header (the web reads it with fetch, not EventSource, so no token is ever in
 * a URL or a log), and resumes after the Last-Event-ID header it sends again on reconnect.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import type { LiveHub, LiveStream } from '../../live/live-hub';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  listNotifications,
  markNotificationsRead,
  streamStartId,
} from '../../services/notifications-service';
import { routeOf } from '../route-of';

/** A comment line this often keeps proxies (nginx's 60 s read timeout) from closing it. */
const KEEP_ALIVE_MS = 20_000;
/** A client waits this long before it connects again after a cut (the SSE `retry:`). */
const RETRY_MS = 3000;
/** Streams one player may hold on one instance (tabs); the oldest closes for a new one. */
export const STREAMS_PER_PLAYER = 4;

export const liveRoutes: FastifyPluginAsyncZod<{ db: Db; hub: LiveHub; maxMs: number }> = async (
  app,
  { db, hub, maxMs },
) => {
  routeOf(app, endpoints.liveEvents, async (request, reply) => {
    const player = playerOf(request);
    const lastId = await streamStartId(
      contextOf(db, request),
      player.id,
      request.headers['last-event-id'],
    );
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // nginx passes each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-request-id': request.id,
    });
    // An id alone first: the client's Last-Event-ID from now on, even before any event, so
    // a stream cut before its first event resumes without missing what was stored meanwhile.
    raw.write(`retry: ${RETRY_MS}\nid: ${lastId}\n: live\n\n`);
    let open = true;
    const stream: LiveStream = {
      playerId: player.id,
      lastId,
      send: (event, id) => {
        if (!open) return false;
        const idLine = id === undefined ? '' : `id: ${id}\n`;
        raw.write(`${idLine}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        return true;
      },
      close: () => {
        if (!open) return;
        open = false;
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        hub.remove(stream);
        raw.end();
      },
    };
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    // Ended by the server after a while; the app reconnects with Last-Event-ID.
    const lifetime = setTimeout(() => stream.close(), maxMs);
    lifetime.unref();
    // A closed tab (or a cut) frees the stream at once: nothing of it stays in the hub.
    raw.on('close', stream.close);
    request.raw.on('close', stream.close);
    const others = hub.streamsOf(player.id);
    if (others.length >= STREAMS_PER_PLAYER) others[0]?.close();
    hub.add(stream);
  });

  routeOf(app, endpoints.notifications, async (request) =>
    listNotifications(
      contextOf(db, request),
      playerOf(request).id,
      request.query.before,
      request.query.limit,
    ),
  );

  routeOf(app, endpoints.notificationsRead, async (request) =>
    markNotificationsRead(contextOf(db, request), playerOf(request).id, request.body.upTo),
  );
};
