import type { GameItem } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { matchesSearch, sortItems } from './item-order';
import { markNewItems } from '@/shared/crafting/view-item';

const item = (name: string, overrides: Partial<GameItem> = {}): GameItem => ({
  id: name.toLowerCase(),
  name,
  description: '',
  imageDescription: '',
  imageUrl: '',
  rarity: 'common',
  isBuildingBlock: false,
  quantity: 1,
  ...overrides,
});

const fire = item('Fire', { isBuildingBlock: true });
const water = item('Water', { isBuildingBlock: true });
const steam = item('Steam', { discoveredAt: '2025-01-01T10:00:00Z' });
const star = item('Star', { rarity: 'legendary', discoveredAt: '2025-01-03T10:00:00Z' });
const cloud = item('Cloud', { rarity: 'rare', discoveredAt: '2025-01-02T10:00:00Z' });
const secret = item('?', { id: 'secret-1', quantity: 0, category: 'Weather' });
const all = [secret, water, steam, fire, star, cloud];
const names = (items: GameItem[]) => items.map((entry) => entry.name);

describe('sortItems', () => {
  it('by name, secrets last', () => {
    expect(names(sortItems(all, 'name'))).toEqual(['Cloud', 'Fire', 'Star', 'Steam', 'Water', '?']);
  });

  it('by rarity, rarest first, then by name', () => {
    expect(names(sortItems(all, 'rarity'))).toEqual([
      'Star',
      'Cloud',
      'Fire',
      'Steam',
      'Water',
      '?',
    ]);
  });

  it('newest discovery first, base elements after, secrets last', () => {
    expect(names(sortItems(all, 'newest'))).toEqual([
      'Star',
      'Cloud',
      'Steam',
      'Fire',
      'Water',
      '?',
    ]);
  });

  it('does not reorder its input', () => {
    const input = [water, fire];
    sortItems(input, 'name');
    expect(names(input)).toEqual(['Water', 'Fire']);
  });
});

describe('matchesSearch', () => {
  it('matches names case-insensitively, and secrets by family', () => {
    expect(matchesSearch(steam, 'STE')).toBe(true);
    expect(matchesSearch(steam, 'fire')).toBe(false);
    expect(matchesSearch(secret, 'weather')).toBe(true);
    expect(matchesSearch(secret, 'secret')).toBe(true);
    expect(matchesSearch(secret, '?')).toBe(false);
    expect(matchesSearch(fire, '  ')).toBe(true);
  });
});

describe('markNewItems', () => {
  it('flags the crafted items that are new in the lab, nothing else', () => {
    const marked = markNewItems([fire, steam, star, secret], new Set(['Star', 'Fire']));
    expect(marked.filter((entry) => entry.isNew).map((entry) => entry.name)).toEqual(['Star']);
  });

  it('flags nothing before the lab items are known', () => {
    expect(markNewItems([steam], undefined).some((entry) => 'isNew' in entry)).toBe(false);
  });
});
