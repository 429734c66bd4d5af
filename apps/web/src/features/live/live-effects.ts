/**
 * What an event on the live channel changes on screen without a refresh. The bell's list
 * is written from the event itself (no refetch); the caches of the screens it touches are
 * refetched (a sale: the seller's dust, their cards and listings; a friend: the friends
 * lists; a goal done elsewhere: the goals; the day's turn: the race). Keys by prefix, since
 * features do not import one another's keys.
 */
import type { DailyGoals, LiveEvent, Notification, NotificationsPage } from '@alchemy/contracts';
import { queryKeys } from '@/shared/queries/query-keys';

type Key = readonly string[];

/** The newest this many are listed by the bell (api/notifications.ts asks for as many). */
export const LISTED_NOTIFICATIONS = 50;

/**
 * The keys to refetch. `goals` is what this device knows of today's goals: a goal it saw
 * done already (its own move said so in the answer) needs no refetch.
 */
export function keysChangedBy(event: LiveEvent, goals: DailyGoals | undefined): Key[] {
  if (event.type === 'race-turned') return [['race']];
  const body = event.notification.body;
  switch (body.kind) {
    case 'card-sold':
      return [queryKeys.profile, queryKeys.battleCards, ['market']];
    case 'invitation-accepted':
    case 'friend-request':
      return [['friends'], ['leaderboard']];
    case 'goal-completed': {
      const known = goals?.goals.find((goal) => goal.id === body.goalId);
      return known && known.status !== 'active' ? [] : [queryKeys.goals];
    }
    case 'friend-world-first':
      return [];
  }
}

/** The bell's list with a notification that just arrived (once, newest first). */
export function withArrived(
  page: NotificationsPage | undefined,
  notification: Notification,
): NotificationsPage | undefined {
  if (!page || page.items.some((item) => item.id === notification.id)) return page;
  return {
    ...page,
    items: [notification, ...page.items].slice(0, LISTED_NOTIFICATIONS),
    unread: page.unread + (notification.read ? 0 : 1),
  };
}
