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

/** The one channel every instance listens on (live/live-hub.ts). */
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

/** A notification a move keeps: for one player, or for each of a player's friends. */
export type ToldNotification =
  { to: string; body: NotificationBody } | { friendsOf: string; body: NotificationBody };

/**
 * Keeps what a move told, as the last step of its transaction (services/transaction.ts),
 * and tells the instances on commit.
 *
 * A stream reads `id > lastId` (live/live-hub.ts), so a player's notifications must become
 * visible in id order. Ids come from one sequence, but two transactions that notify the
 * same player (two friends' world-firsts, a friend's world-first and a sale) could commit
 * the higher id first, and the stream would pass the lower one for ever. So each recipient
 * has a slot, a transaction-scoped advisory lock taken before the insert and held to the
 * commit: two moves that notify one player take ids in the order they commit. The slots are
 * taken in one statement in ascending key order, after every row lock of the move, and
 * nothing waits after them, so they never join a cycle (docs/ARCHITECTURE.md, "Lock order").
 */
export async function keepNotifications(tx: Tx, told: readonly ToldNotification[]): Promise<void> {
  const rows: Array<{ playerId: string; kind: string; body: NotificationBody }> = [];
  for (const item of told) {
    const recipients = 'to' in item ? [item.to] : await friendsToTell(tx, item.friendsOf);
    for (const playerId of recipients)
      rows.push({ playerId, kind: item.body.kind, body: item.body });
  }
  if (rows.length === 0) return;
  const recipients = sql.join(
    [...new Set(rows.map((row) => row.playerId))].map((id) => sql`(${id})`),
    sql`, `,
  );
  await tx.execute(sql`
    select pg_advisory_xact_lock(${NOTIFICATION_SLOT_SPACE}, key)
    from (select distinct hashtext(recipient) as key from (values ${recipients}) v(recipient)
          order by key) slots`);
  const inserted = await tx
    .insert(notification)
    .values(rows)
    .returning({ id: notification.id, playerId: notification.playerId });
  const signals = sql.join(
    inserted.map(({ id, playerId }) => {
      const signal: LiveSignal = { player: playerId, id };
      return sql`(${JSON.stringify(signal)})`;
    }),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, signal) from (values ${signals}) v(signal)`,
  );
}

/**
 * The first key of the notification slots' advisory locks (the two-number form, which never
 * meets the one-number locks of migrations and housekeeping).
 */
const NOTIFICATION_SLOT_SPACE = 27;

/** The friends a world-first is told to: at most FRIENDS_TOLD, the longest-standing first. */
async function friendsToTell(tx: Tx, playerId: string): Promise<string[]> {
  const answer: unknown = await tx.execute(sql`
    select case when player_a = ${playerId} then player_b else player_a end as friend
    from friendship
    where player_a = ${playerId} or player_b = ${playerId}
    order by created_at
    limit ${FRIENDS_TOLD}`);
  // Both drivers answer { rows }; parsed rather than trusted.
  return FriendsSchema.parse(answer).rows.map((row) => row.friend);
}

const FriendsSchema = z.object({ rows: z.array(z.object({ friend: z.string() })) });

/** How many friends one move tells at most: a world-first is rare, a friend list short. */
const FRIENDS_TOLD = 100;

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
