/**
 * SQL for kept notifications (db/live-schema.ts) and the NOTIFY that tells every instance's
 * streams about one. `pg_notify` inside the move's transaction is delivered only when it
 * commits, so a stream never hears of a notification that was rolled back.
 */
import { z } from 'zod';
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  NotificationBodySchema,
  type Notification,
  type NotificationBody,
} from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import { notification } from '../db/schema';
import { parseStored } from '../lib/stored-data';
import type { LiveSignal } from '../live/live-signal';

/** The one channel every instance listens on (services/live-hub.ts). */
export const LIVE_CHANNEL = 'alchemy_live';

type NotificationRow = typeof notification.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    body: parseStored(NotificationBodySchema, row.body, `body of notification ${row.id}`),
  };
}

/** Keeps a notification for the player and tells the instances, on commit. */
export async function insertNotification(
  tx: Tx,
  playerId: string,
  body: NotificationBody,
): Promise<void> {
  const [row] = await tx
    .insert(notification)
    .values({ playerId, kind: body.kind, body })
    .returning({ id: notification.id });
  if (!row) throw new Error('the notification was not inserted');
  await notifyInstances(tx, { player: playerId, id: row.id });
}

/**
 * Keeps the same notification for each of the player's friends (at most FRIENDS_TOLD, the
 * longest-standing first), in one statement: a world-first is rare, a friend list short.
 */
export async function notifyFriends(
  tx: Tx,
  me: { id: string },
  body: NotificationBody,
): Promise<void> {
  const answer: unknown = await tx.execute(sql`
    insert into ${notification} (player_id, kind, body)
    select f.friend, ${body.kind}, ${JSON.stringify(body)}::jsonb
    from (
      select case when player_a = ${me.id} then player_b else player_a end as friend, created_at
      from friendship
      where player_a = ${me.id} or player_b = ${me.id}
      order by created_at
      limit ${FRIENDS_TOLD}
    ) f
    returning id, player_id`);
  // Both drivers answer { rows }; parsed rather than trusted (bigserial may come as text).
  for (const row of InsertedSchema.parse(answer).rows) {
    await notifyInstances(tx, { player: row.player_id, id: Number(row.id) });
  }
}

const InsertedSchema = z.object({
  rows: z.array(z.object({ id: z.union([z.string(), z.number()]), player_id: z.string() })),
});

/** How many friends one move tells at most. */
const FRIENDS_TOLD = 100;

async function notifyInstances(tx: Tx, signal: LiveSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** The player's notifications after an id, oldest first: what a stream has not sent yet. */
export async function notificationsAfter(
  db: Db,
  playerId: string,
  afterId: number,
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notification)
    .where(and(eq(notification.playerId, playerId), gt(notification.id, afterId)))
    .orderBy(notification.id)
    .limit(limit);
  return rows.map(toNotification);
}

/** The player's newest notification id, 0 for none: where a fresh stream starts. */
export async function lastNotificationId(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(eq(notification.playerId, playerId))
    .orderBy(desc(notification.id))
    .limit(1);
  return row?.id ?? 0;
}

/** A page of the list, newest first. */
export async function notificationsPage(
  db: Db,
  playerId: string,
  before: number | undefined,
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.playerId, playerId),
        before === undefined ? undefined : lt(notification.id, before),
      ),
    )
    .orderBy(desc(notification.id))
    .limit(limit);
  return rows.map(toNotification);
}

export async function unreadCount(db: Db | Tx, playerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(eq(notification.playerId, playerId), isNull(notification.readAt)));
  return row?.count ?? 0;
}

/** Marks read the player's unread notifications up to an id (all when absent). */
export async function markRead(db: Db, playerId: string, upTo: number | undefined): Promise<void> {
  await db
    .update(notification)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notification.playerId, playerId),
        isNull(notification.readAt),
        upTo === undefined ? undefined : lte(notification.id, upTo),
      ),
    );
}
