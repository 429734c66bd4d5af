/**
 * Kept notifications (docs/RULES.md, "Live events"): written in the transaction of the move
 * that causes them (a sale, an accepted invitation...), then told to the player's open
 * streams through NOTIFY on commit. Inserted last in a move, after the recipient's slot
 * (repositories/notifications.ts#keepNotifications; docs/ARCHITECTURE.md, "Lock order").
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { player } from './game-schema';

export const notification = pgTable(
  'notification',
  {
    /** Ordered: the stream's event id; a reconnect asks for what came after it. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The facts of contracts' NotificationBody (parsed when read, never cast). */
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_player_id_idx').on(table.playerId, table.id),
    index('notification_unread_idx')
      .on(table.playerId)
      .where(sql`${table.readAt} is null`),
  ],
);
