import type { CraftingGame, GameItem, Profile } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { gameAfterCraft, gameAfterFailedCraft, profileAfterFailedCraft } from './craft-cache';

const item = (id: string, quantity: number, extra: Partial<GameItem> = {}): GameItem => ({
  id,
  name: id,
  description: '',
  imageDescription: '',
  imageUrl: `/api/images/items/${id}.svg`,
  rarity: 'common',
  isBuildingBlock: true,
  quantity,
  ...extra,
});
const secret = (n: number) => item(`secret-${n}`, 0, { name: '?', category: 'Weather' });

const game: CraftingGame = {
  items: [item('fire', 4), item('water', 4), secret(1)],
  isGameOver: false,
  discoveredCount: 2,
  totalCount: 10,
};

describe('the grid after a craft, from its answer', () => {
  it('applies the quantities, adds a discovery and replaces the secrets', () => {
    const steam = item('steam', 1, { isBuildingBlock: false });
    const next = gameAfterCraft(game, {
      item: steam,
      reward: 15,
      isWorldFirst: false,
      isGameOver: false,
      quantities: [
        { itemId: 'fire', quantity: 3 },
        { itemId: 'water', quantity: 3 },
        { itemId: 'steam', quantity: 1 },
      ],
      secrets: [secret(1), secret(2)],
      profile: {} as Profile,
    });
    expect(next.items.map((entry) => [entry.id, entry.quantity])).toEqual([
      ['fire', 3],
      ['water', 3],
      ['steam', 1],
      ['secret-1', 0],
      ['secret-2', 0],
    ]);
    expect(next.discoveredCount).toBe(3);
  });

  it('follows a failed craft locally while both items are still held', () => {
    const next = gameAfterFailedCraft(game, ['fire', 'water']);
    expect(next?.items.map((entry) => entry.quantity)).toEqual([3, 3, 0]);
  });

  it('asks for a refetch when a failed craft used up an item (secrets, game over)', () => {
    const last = { ...game, items: [item('fire', 1), item('water', 4), item('earth', 2)] };
    expect(gameAfterFailedCraft(last, ['fire', 'water'])).toBeNull();
  });

  it('refunds the dust of a failed craft', () => {
    expect(profileAfterFailedCraft({ magicDust: 5 } as Profile).magicDust).toBe(15);
  });
});
