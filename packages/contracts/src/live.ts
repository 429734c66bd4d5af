/**
 * The live channel and kept notifications (docs/RULES.md, "Live events"): what the server
 * tells a signed-in app without being asked, on one server-sent events stream
 * (GET /api/live), and the notifications it keeps for the list behind the header's bell.
 * A kept notification's stream event carries its id, so a reconnect with Last-Event-ID
 * gets what it missed; a broadcast (the day's race turned over) is not kept and has none.
 */
import { z } from 'zod';
import { CURRENCIES } from '@alchemy/game-rules';

/** What a kept notification is about, with the facts its words are written from. */
export const NotificationBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card-sold'),
    cardName: z.string(),
    price: z.number().int().min(0),
    fee: z.number().int().min(0),
    currency: z.enum(CURRENCIES),
    buyerName: z.string(),
  }),
  z.object({ kind: z.literal('invitation-accepted'), friendName: z.string() }),
  z.object({ kind: z.literal('friend-request'), fromName: z.string() }),
  z.object({ kind: z.literal('goal-completed'), goalKind: z.string(), goalId: z.uuid() }),
  z.object({ kind: z.literal('friend-world-first'), friendName: z.string(), itemName: z.string() }),
]);
export type NotificationBody = z.infer<typeof NotificationBodySchema>;
export type NotificationKind = NotificationBody['kind'];

export const NotificationSchema = z
  .object({
    id: z.number().int().min(1),
    createdAt: z.string(),
    read: z.boolean(),
    body: NotificationBodySchema,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z
  .object({
    /** Older than this id (the next page); the newest when absent. */
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();

export const NotificationsPageSchema = z
  .object({
    items: z.array(NotificationSchema),
    unread: z.number().int().min(0),
    /** The `before` of the next (older) page, null at the end. */
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const MarkReadRequestSchema = z
  .object({
    /** Marks read every notification up to this id; all of them when absent. */
    upTo: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict()
  .meta({ id: 'MarkReadRequest' });

export const UnreadCountSchema = z
  .object({ unread: z.number().int().min(0) })
  .meta({ id: 'UnreadCount' });

/**
 * An event on the stream (its SSE `data:`; its `event:` is the type): a kept notification,
 * with its id as the SSE id, or the day's race turned over (not kept, no id).
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: NotificationSchema }),
  z.object({ type: z.literal('race-turned'), day: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** The stream's event names (the SSE `event:` field). */
export const LIVE_EVENT_NAMES = {
  notification: 'notification',
  raceTurned: 'race-turned',
} as const;
