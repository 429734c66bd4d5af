import type { LabItem } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { harvestedItems, harvestText } from './harvest';

const lab = (id: string, name: string, quantity: number): LabItem => ({
  item: { id, name, rarity: 'common', imageUrl: '', description: '', category: 'Weather' },
  quantity,
});

describe('harvestedItems', () => {
  it('is what the lab gained: new items and more of known ones', () => {
    const before = [lab('steam', 'Steam', 1)];
    const after = [lab('steam', 'Steam', 3), lab('mist', 'Mist', 1), lab('fog', 'Fog', 0)];
    expect(harvestedItems(before, after)).toEqual([
      { id: 'steam', name: 'Steam', quantity: 2, isNew: false },
      { id: 'mist', name: 'Mist', quantity: 1, isNew: true },
    ]);
  });

  it('is nothing when the lab did not change', () => {
    expect(harvestedItems([lab('steam', 'Steam', 1)], [lab('steam', 'Steam', 1)])).toEqual([]);
  });
});

describe('harvestText', () => {
  it('lists names, with a count above one', () => {
    expect(
      harvestText([
        { id: 'a', name: 'Steam', quantity: 2, isNew: true },
        { id: 'b', name: 'Mist', quantity: 1, isNew: true },
        { id: 'c', name: 'Heat Haze', quantity: 1, isNew: false },
      ]),
    ).toBe('Steam ×2, Mist and Heat Haze');
    expect(harvestText([{ id: 'a', name: 'Steam', quantity: 1, isNew: true }])).toBe('Steam');
  });
});
