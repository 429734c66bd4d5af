import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { markRestoredStale } from './query-persistence';

describe('the kept copy of the game', () => {
  it('comes back as data to show, out of date, so screens ask afresh once online', () => {
    const kept: PersistedClient = {
      timestamp: 1,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['profile'],
            queryHash: '["profile"]',
            dehydratedAt: 1,
            state: {
              data: { name: 'Bea' },
              dataUpdateCount: 1,
              dataUpdatedAt: 1,
              error: null,
              errorUpdateCount: 0,
              errorUpdatedAt: 0,
              fetchFailureCount: 0,
              fetchFailureReason: null,
              fetchMeta: null,
              isInvalidated: false,
              status: 'success',
              fetchStatus: 'idle',
            },
          },
        ],
      },
    };
    const restored = markRestoredStale(kept);
    expect(restored.clientState.queries[0]?.state).toMatchObject({
      data: { name: 'Bea' },
      isInvalidated: true,
    });
    expect(kept.clientState.queries[0]?.state.isInvalidated).toBe(false);
  });
});
