import { describe, expect, it } from 'vitest';
import type { EncyclopediaFamily } from '@alchemy/contracts';
import { nextChestText, orderCollections, readyCount } from './collection-order';

const reward = { credits: 1, diamonds: 0, magicDust: 1 };
function family(name: string, discovered: number, total: number, claimed: number[] = []) {
  const milestones = ([25, 50, 100] as const).map((percent) => {
    const needed = Math.max(1, Math.ceil((total * percent) / 100));
    return {
      percent,
      needed,
      reward,
      reached: discovered >= needed,
      claimed: claimed.includes(percent),
    };
  });
  return {
    name,
    discovered,
    total,
    isCollection: name !== 'Any',
    milestones,
  } satisfies EncyclopediaFamily;
}

describe('the collections’ order', () => {
  it('puts rewards waiting first, then the nearest to done, and leaves the elements out', () => {
    const ordered = orderCollections([
      family('Any', 2, 5),
      family('Flora', 3, 40),
      family('Weather', 10, 37, [25]),
      family('Stone', 10, 40),
      family('Arcane', 20, 40),
    ]);
    expect(ordered.map((entry) => entry.name)).toEqual(['Arcane', 'Stone', 'Weather', 'Flora']);
    expect(readyCount(ordered[0]!)).toBe(2);
    expect(readyCount(ordered[2]!)).toBe(0);
  });
});

describe('the next chest', () => {
  it('says what waits, what is next, or that all is done', () => {
    expect(nextChestText(family('Weather', 13, 37))).toBe('A chest waits to be opened.');
    expect(nextChestText(family('Weather', 13, 37, [25]))).toBe('6 more items for the 50% chest');
    expect(nextChestText(family('Weather', 36, 37, [25, 50]))).toBe(
      '1 more item for the 100% chest',
    );
    expect(nextChestText(family('Weather', 37, 37, [25, 50, 100]))).toBe(
      'Complete: every chest opened.',
    );
  });
});
