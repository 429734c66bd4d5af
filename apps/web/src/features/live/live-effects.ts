/**
 * What an event on the live channel changes on screen without a refresh: the caches of the
 * screens it touches are refetched when next shown (a sale: the seller's dust, their cards
 * and listings; a friend: the friends lists; a goal: the goals panel; the day's turn: the
 * race). Keys by prefix, since features do not import one another's keys.
 */
import type { LiveEvent } from '@alchemy/contracts';
import { queryKeys } from '@/lib/query-keys';

type Key = readonly string[];

export function keysChangedBy(event: LiveEvent): Key[] {
  if (event.type === 'race-turned') return [['race']];
  const notifications: Key = ['notifications'];
  switch (event.notification.body.kind) {
    case 'card-sold':
      return [notifications, queryKeys.profile, queryKeys.battleCards, ['market']];
    case 'invitation-accepted':
    case 'friend-request':
      return [notifications, ['friends'], ['leaderboard']];
    case 'goal-completed':
      return [notifications, queryKeys.goals];
    case 'friend-world-first':
      return [notifications];
  }
}
