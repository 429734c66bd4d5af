/**
 * The notifications list behind the header's bell (docs/RULES.md, "Live events"): a page,
 * newest first, with the unread count; marking read, all or up to an id.
 */
import type { NotificationsPage } from '@alchemy/contracts';
import {
  lastNotificationId,
  markRead,
  notificationsPage,
  unreadCount,
} from '../repositories/notifications';
import type { ServiceContext } from './context';

export async function listNotifications(
  ctx: ServiceContext,
  playerId: string,
  before: number | undefined,
  limit: number,
): Promise<NotificationsPage> {
  // One more than asked: whether an older page exists, without counting.
  const [rows, unread] = await Promise.all([
    notificationsPage(ctx.db, playerId, before, limit + 1),
    unreadCount(ctx.db, playerId),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, unread, nextBefore: rows.length > limit && last ? last.id : null };
}

export async function markNotificationsRead(
  ctx: ServiceContext,
  playerId: string,
  upTo: number | undefined,
): Promise<{ unread: number }> {
  await markRead(ctx.db, playerId, upTo);
  return { unread: await unreadCount(ctx.db, playerId) };
}

/**
 * Where a new stream starts: after the Last-Event-ID it sent (what it missed comes first),
 * or after the newest kept notification (a fresh app reads the list itself).
 */
export async function streamStartId(
  ctx: ServiceContext,
  playerId: string,
  lastEventId: string | undefined,
): Promise<number> {
  return lastEventId === undefined ? lastNotificationId(ctx.db, playerId) : Number(lastEventId);
}
