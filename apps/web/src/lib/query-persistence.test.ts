import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  keptCacheText,
  PERSISTED_CACHE_MAX_AGE_MS,
  readKeptCache,
  restoreInto,
} from './query-persistence';

const profile = { queryKey: ['profile'], data: { name: 'Bea' }, dataUpdatedAt: 100 };

describe('the kept copy of the game', () => {
  it('keeps the reads that succeeded, and reads them back', () => {
    const text = keptCacheText(
      [
        {
          queryKey: ['profile'],
          state: { status: 'success', data: { name: 'Bea' }, dataUpdatedAt: 100 },
        },
        { queryKey: ['lab-items'], state: { status: 'error', data: undefined, dataUpdatedAt: 0 } },
      ],
      'b1',
      1000,
    );
    expect(readKeptCache(text, 'b1', 2000)).toEqual([profile]);
  });

  it('reads nothing from another build’s contracts, an old copy, or one that does not parse', () => {
    const text = keptCacheText(
      [{ queryKey: ['profile'], state: { status: 'success', data: 1, dataUpdatedAt: 1 } }],
      'b1',
      1000,
    );
    expect(readKeptCache(text, 'b2', 2000)).toEqual([]);
    expect(readKeptCache(text, 'b1', 1000 + PERSISTED_CACHE_MAX_AGE_MS + 1)).toEqual([]);
    expect(readKeptCache('{not json', 'b1', 0)).toEqual([]);
    expect(readKeptCache(null, 'b1', 0)).toEqual([]);
    expect(readKeptCache('{"buster":"b1","savedAt":1,"queries":[{"x":1}]}', 'b1', 2)).toEqual([]);
  });

  it('restores as out of date, and never over a newer answer', () => {
    const client = new QueryClient();
    client.setQueryData(['crafting', 'game'], { fresh: true }, { updatedAt: 500 });
    restoreInto(client, [
      profile,
      { queryKey: ['crafting', 'game'], data: { fresh: false }, dataUpdatedAt: 400 },
    ]);
    expect(client.getQueryData(['profile'])).toEqual({ name: 'Bea' });
    expect(client.getQueryState(['profile'])).toMatchObject({
      dataUpdatedAt: 100,
      isInvalidated: true,
    });
    expect(client.getQueryData(['crafting', 'game'])).toEqual({ fresh: true });
    expect(client.getQueryState(['crafting', 'game'])?.isInvalidated).toBe(false);
  });
});
