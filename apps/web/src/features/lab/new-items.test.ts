import { describe, expect, it } from 'vitest';
import { newItemIds, parseSeenIds, seenStorageKey } from './new-items';

describe('newItemIds', () => {
  it('marks the ids that were not in the lab last time', () => {
    expect([...newItemIds(['steam', 'mist', 'cloud'], ['steam'])]).toEqual(['mist', 'cloud']);
  });

  it('marks nothing when the lab holds only seen items, or fewer of them', () => {
    expect(newItemIds(['steam'], ['steam', 'mist']).size).toBe(0);
    expect(newItemIds([], ['steam']).size).toBe(0);
  });

  it('marks everything on the first visit', () => {
    expect([...newItemIds(['steam', 'mist'], null)]).toEqual(['steam', 'mist']);
  });

  it('brings a badge back for an item purged and harvested again', () => {
    // Left the lab with only mist (steam was purged), then harvested steam again.
    expect([...newItemIds(['steam', 'mist'], ['mist'])]).toEqual(['steam']);
  });
});

describe('the stored record', () => {
  it('is kept per player', () => {
    expect(seenStorageKey('p1')).not.toBe(seenStorageKey('p2'));
  });

  it('reads a list of ids and treats anything else as no record', () => {
    expect(parseSeenIds('["a","b"]')).toEqual(['a', 'b']);
    expect(parseSeenIds(null)).toBeNull();
    expect(parseSeenIds('{oops')).toBeNull();
    expect(parseSeenIds('[1,2]')).toBeNull();
    expect(parseSeenIds('{"a":1}')).toBeNull();
  });
});
