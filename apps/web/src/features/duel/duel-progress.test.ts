import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDuelProgress, saveDuelProgress } from './duel-progress';

/** A sessionStorage of our own: the unit tests run in Node. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('duel progress', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('gives back the step reached in that duel, and nothing for another', () => {
    saveDuelProgress({ duelId: 'a', played: 17, done: false });
    expect(readDuelProgress('a')).toEqual({ duelId: 'a', played: 17, done: false });
    expect(readDuelProgress('b')).toBeNull();
    saveDuelProgress({ duelId: 'b', played: 3, done: true });
    expect(readDuelProgress('a')).toBeNull();
    expect(readDuelProgress('b')?.done).toBe(true);
  });

  it('ignores what it cannot read rather than resume wrong', () => {
    sessionStorage.setItem('alchemy-arena.duel-progress', '{"duelId":"a","played":-1,"done":0}');
    expect(readDuelProgress('a')).toBeNull();
    sessionStorage.setItem('alchemy-arena.duel-progress', 'not json');
    expect(readDuelProgress('a')).toBeNull();
  });

  it('keeps going when storage refuses', () => {
    vi.stubGlobal('sessionStorage', {
      ...fakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => saveDuelProgress({ duelId: 'a', played: 1, done: false })).not.toThrow();
    expect(readDuelProgress('a')).toBeNull();
  });
});
