import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { keysChangedBy } from './live-effects';

const base = { id: 1, createdAt: '2026-11-27T12:00:00Z', read: false };

describe('keysChangedBy', () => {
  it('refreshes the seller’s balances, cards and market lists after a sale', () => {
    const keys = keysChangedBy({
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
    });
    expect(keys).toContainEqual(queryKeys.profile);
    expect(keys).toContainEqual(['market']);
    expect(keys).toContainEqual(['notifications']);
  });

  it('refreshes the friends lists for a friend, the race at the turn', () => {
    expect(
      keysChangedBy({
        type: 'notification',
        notification: { ...base, body: { kind: 'friend-request', fromName: 'A' } },
      }),
    ).toContainEqual(['friends']);
    expect(keysChangedBy({ type: 'race-turned', day: '2026-11-28' })).toEqual([['race']]);
  });
});
