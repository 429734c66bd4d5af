import type { CraftingGame, GameItem, Profile } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import {
  failedCraftEffect,
  gameAfterCraft,
  gameAfterFailedCraft,
  profileAfterEffect,
} from './craft-cache';

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

  const player = { level: 1, isLabOpen: false };
  const failed = (on: CraftingGame, spent: readonly [string, string]) => {
    const effect = failedCraftEffect(on, spent, player);
    if (!effect) throw new Error('the grid refused the pair');
    return effect;
  };

  it('follows a failed craft locally while both items are still held', () => {
    const next = gameAfterFailedCraft(game, failed(game, ['fire', 'water']));
    expect(next?.items.map((entry) => entry.quantity)).toEqual([3, 3, 0]);
  });

  it('asks for a refetch when a failed craft used up an item (secrets, game over)', () => {
    const last = { ...game, items: [item('fire', 1), item('water', 4), item('earth', 2)] };
    expect(gameAfterFailedCraft(last, failed(last, ['fire', 'water']))).toBeNull();
  });

  it('asks for a refetch when a failed craft ended the run (the harvest)', () => {
    const last = {
      ...game,
      items: [item('fire', 1), item('water', 2), item('steam', 1, { isBuildingBlock: false })],
    };
    const effect = failed(last, ['fire', 'steam']);
    expect(effect).toMatchObject({ runOver: true, harvest: [], opensLab: false });
    expect(gameAfterFailedCraft(last, effect)).toBeNull();
  });

  it('has no effect for a pair the grid refuses: the screen is out of step', () => {
    expect(failedCraftEffect(game, ['fire', 'secret-1'], player)).toBeNull();
    expect(failedCraftEffect({ ...game, isGameOver: true }, ['fire', 'water'], player)).toBeNull();
  });

  it('refunds the dust of a failed craft, as the effect books it', () => {
    const profile = { magicDust: 5, credits: 7, isLabOpen: false } as Profile;
    expect(profileAfterEffect(profile, failed(game, ['fire', 'water']))).toMatchObject({
      magicDust: 15,
      credits: 7,
      isLabOpen: false,
    });
  });
});
