/**
 * The live channel and the kept notifications. Their schemas, errors and OpenAPI words: the
 * endpoint table's other half (../endpoint-schemas.ts).
 */
import { z } from 'zod';
import {
  MarkReadRequestSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
} from '../live';
import type * as liveEndpoints from '../endpoints/live';
import { GAME, type EndpointSchemas } from './shared';

/** A live stream resumes after the id its client last saw (the SSE Last-Event-ID). */
const LiveHeadersSchema = z
  .object({
    'last-event-id': z
      .string()
      .regex(/^\d{1,15}$/, { error: 'Last-Event-ID is the id of a notification' })
      .optional(),
  })
  .loose();

export const liveSchemas = {
  liveEvents: {
    tags: ['live'],
    summary:
      'The live channel: server-sent events for as long as the app is open ' +
      '(`notification` with its id, `race-turned`), a comment every 20 s. Send ' +
      'Last-Event-ID to get what was kept after it; without it only what comes next',
    headers: LiveHeadersSchema,
    // A stream of events, not a JSON answer: the route writes it itself.
    response: {},
    errors: GAME,
  },
  notifications: {
    tags: ['live'],
    summary: 'Your notifications, newest first, a page at a time, with the unread count',
    query: NotificationsQuerySchema,
    response: { 200: NotificationsPageSchema },
    errors: GAME,
  },
  notificationsRead: {
    tags: ['live'],
    summary: 'Marks your notifications read: all, or those up to `upTo`; the unread count',
    body: MarkReadRequestSchema,
    response: { 200: UnreadCountSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof liveEndpoints]: EndpointSchemas };
