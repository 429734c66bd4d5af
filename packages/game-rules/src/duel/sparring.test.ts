import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import type { Rarity } from '../rarity';
import { draftItems, draftSeeds, sparringSeed } from './sparring';

interface Item {
  name: string;
  rarity: Rarity;
}

const pool: Item[] = [
  ...['Steam', 'Mist', 'Ash', 'Sand', 'Mud'].map((name) => ({ name, rarity: 'common' as const })),
  ...['Storm', 'Glass'].map((name) => ({ name, rarity: 'rare' as const })),
];

describe('sparringSeed', () => {
  it('is the same for the same player and duel, and differs between players and duels', () => {
    const a = '3f0c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35';
    const b = '3f0c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a36';
    expect(sparringSeed(a, 1)).toBe(sparringSeed(a, 1));
    const seeds = [sparringSeed(a, 1), sparringSeed(a, 2), sparringSeed(a, 3), sparringSeed(b, 1)];
    expect(new Set(seeds).size).toBe(4);
  });
});

describe('draftSeeds', () => {
  it('draws the same list from the same seed, one seed per draft', () => {
    expect(draftSeeds(7, 12)).toEqual(draftSeeds(7, 12));
    expect(new Set(draftSeeds(7, 12)).size).toBe(12);
    expect(draftSeeds(7, 3)).not.toEqual(draftSeeds(8, 3));
  });
});

describe('draftItems', () => {
  it('takes one item per slot rarity, never the same item twice while others remain', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const items = draftItems(
        pool,
        ['common', 'common', 'rare'],
        (item) => item.rarity,
        createRng(seed),
      );
      expect(items.map((item) => item.rarity)).toEqual(['common', 'common', 'rare']);
      expect(new Set(items).size).toBe(3);
    }
  });

  it('varies with the seed: many players, many different drafts', () => {
    const drafts = new Set(
      Array.from({ length: 100 }, (_, seed) =>
        draftItems(pool, ['common', 'common', 'common'], (item) => item.rarity, createRng(seed))
          .map((item) => item.name)
          .join('+'),
      ),
    );
    // 5 x 4 x 3 = 60 ordered picks: 100 seeds reach most of them.
    expect(drafts.size).toBeGreaterThan(40);
  });

  it('repeats an item only when the catalogue has too few of that rarity', () => {
    const items = draftItems(pool, ['rare', 'rare', 'rare'], (item) => item.rarity, createRng(1));
    expect(new Set(items.map((item) => item.name))).toEqual(new Set(['Storm', 'Glass']));
    expect(() => draftItems(pool, ['epic'], (item) => item.rarity, createRng(1))).toThrow(
      'the catalogue has no epic item',
    );
  });
});
