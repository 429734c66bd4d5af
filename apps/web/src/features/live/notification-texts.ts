import type { Notification, NotificationBody } from '@alchemy/contracts';
import { formatInteger } from '@alchemy/contracts';
import type { Currency } from '@alchemy/game-rules';

const BELL_LABEL = 'Notifications';
export const LIST_TITLE = 'Notifications';
export const MARK_ALL_READ = 'Mark all as read';
export const NOTHING_YET = 'Nothing yet. Sales, friends and goals will show up here.';
export const LIST_FAILED = 'The notifications could not be loaded.';

const CURRENCY_WORDS: Record<Currency, string> = {
  credits: 'credits',
  diamonds: 'diamonds',
  magicDust: 'magic dust',
};

/** The bell's accessible name, with the count a sighted player reads on its badge. */
export function bellLabel(unread: number): string {
  return unread === 0 ? BELL_LABEL : `${BELL_LABEL}, ${formatInteger(unread)} unread`;
}

/** The badge's text: the count, capped so it fits. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** What happened, in one sentence, for the list and the snackbar. */
export function notificationText(body: NotificationBody): string {
  switch (body.kind) {
    case 'card-sold': {
      const price = `${formatInteger(body.price)} ${CURRENCY_WORDS[body.currency]}`;
      const kept = formatInteger(body.price - body.fee);
      return `${body.buyerName} bought your ${body.cardName} for ${price}. You received ${kept} after the ${formatInteger(body.fee)} fee.`;
    }
    case 'invitation-accepted':
      return `${body.friendName} accepted your invitation. You are friends now.`;
    case 'friend-request':
      return `${body.fromName} wants to be your friend.`;
    case 'goal-completed':
      return 'A daily goal is complete: claim its reward on the home screen.';
    case 'friend-world-first':
      return `Your friend ${body.friendName} was the first in the world to discover ${body.itemName}!`;
  }
}

/** When, as a player reads it: 'just now', '5 min ago', '3 h ago', then the date. */
export function timeAgo(createdAt: string, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(createdAt)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(createdAt).toLocaleDateString();
}

/** Whether a notification is worth a snackbar when it arrives (a goal has its own toast). */
export function tellsOnArrival(notification: Notification): boolean {
  return notification.body.kind !== 'goal-completed';
}
