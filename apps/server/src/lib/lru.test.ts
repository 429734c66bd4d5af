import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const cache = new Lru<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing', () => {
    const cache = new Lru<string>(2);
    cache.set('a', 'old');
    cache.set('a', 'new');
    expect(cache.get('a')).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});
