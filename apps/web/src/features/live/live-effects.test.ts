import { describe, expect, it } from 'vitest';
import type { DailyGoals, Notification, NotificationsPage } from '@alchemy/contracts';
import { queryKeys } from '@/shared/queries/query-keys';
import { keysChangedBy, withArrived } from './live-effects';

const base = { id: 1, createdAt: '2026-11-27T12:00:00Z', read: false };
const GOAL_ID = '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35';

function goalsWith(status: 'active' | 'done'): DailyGoals {
  return {
    day: '2026-11-27',
    nextDayAt: '2026-11-28T00:00:00Z',
    secondsToNextDay: 100,
    goals: [
      {
        id: GOAL_ID,
        kind: 'craft',
        target: 1,
        progress: status === 'done' ? 1 : 0,
        reward: { credits: 1, diamonds: 0, magicDust: 0 },
        status,
      },
    ],
  } as DailyGoals;
}

describe('keysChangedBy', () => {
  it('refreshes the seller’s balances, cards and market lists after a sale', () => {
    const keys = keysChangedBy(
      {
        type: 'notification',
        notification: {
          ...base,
          body: {
            kind: 'card-sold',
            cardName: 'X',
            price: 10,
            fee: 1,
            currency: 'magicDust',
            buyerName: 'B',
          },
        },
      },
      undefined,
    );
    expect(keys).toContainEqual(queryKeys.profile);
    expect(keys).toContainEqual(['market']);
  });

  it('refreshes the friends lists for a friend, the race at the turn', () => {
    expect(
      keysChangedBy(
        {
          type: 'notification',
          notification: { ...base, body: { kind: 'friend-request', fromName: 'A' } },
        },
        undefined,
      ),
    ).toContainEqual(['friends']);
    expect(keysChangedBy({ type: 'race-turned', day: '2026-11-28' }, undefined)).toEqual([
      ['race'],
    ]);
  });

  it('refetches the goals only when this device has not seen the goal done', () => {
    const event = {
      type: 'notification' as const,
      notification: {
        ...base,
        body: { kind: 'goal-completed' as const, goalKind: 'craft', goalId: GOAL_ID },
      },
    };
    expect(keysChangedBy(event, goalsWith('done'))).toEqual([]);
    expect(keysChangedBy(event, goalsWith('active'))).toEqual([queryKeys.goals]);
    expect(keysChangedBy(event, undefined)).toEqual([queryKeys.goals]);
  });
});

describe('withArrived', () => {
  const arrived: Notification = { ...base, id: 9, body: { kind: 'friend-request', fromName: 'A' } };
  const page: NotificationsPage = { items: [], unread: 0, nextBefore: null };

  it('puts the new one first and counts it unread, once', () => {
    const once = withArrived(page, arrived);
    expect(once?.items.map((item) => item.id)).toEqual([9]);
    expect(once?.unread).toBe(1);
    expect(withArrived(once, arrived)).toBe(once);
  });

  it('leaves a list not loaded yet alone', () => {
    expect(withArrived(undefined, arrived)).toBeUndefined();
  });
});
