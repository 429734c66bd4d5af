import type { LabItem } from '@alchemy/contracts';
import type { Rarity } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { filterLabItems, NO_FILTER, showsFilter } from './lab-filter';

function entry(name: string, rarity: Rarity): LabItem {
  const id = name.toLowerCase().replace(/ /g, '-');
  return {
    item: { id, name, rarity, imageUrl: '', description: '', category: 'Any' },
    quantity: 1,
  };
}

const items = [entry('Steam', 'common'), entry('Storm Cloud', 'rare'), entry('Steel', 'rare')];

describe('the lab filter', () => {
  it('shows only above 50 items', () => {
    expect(showsFilter(50)).toBe(false);
    expect(showsFilter(51)).toBe(true);
  });

  it('matches part of the name, in any case, and the rarity', () => {
    expect(filterLabItems(items, NO_FILTER)).toHaveLength(3);
    expect(filterLabItems(items, { name: ' st', rarity: 'all' })).toHaveLength(3);
    expect(filterLabItems(items, { name: 'CLOUD', rarity: 'all' }).map((e) => e.item.name)).toEqual(
      ['Storm Cloud'],
    );
    expect(filterLabItems(items, { name: 'ste', rarity: 'rare' }).map((e) => e.item.name)).toEqual([
      'Steel',
    ]);
  });
});
