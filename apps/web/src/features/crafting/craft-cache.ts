import type { CraftingGame, CraftResult, GameItem, Profile } from '@alchemy/contracts';
import { FAILED_CRAFT_DUST_REFUND, isGameOver } from '@alchemy/game-rules';

/**
 * The crafting game and the balances after a craft, from the craft's own answer: one
 * HTTP call per craft, no refetch of the grid and the profile (docs/ARCHITECTURE.md).
 */
export function gameAfterCraft(game: CraftingGame, result: CraftResult): CraftingGame {
  const quantities = new Map(result.quantities.map((entry) => [entry.itemId, entry.quantity]));
  const known = game.items.filter((item) => item.category === undefined);
  const items: GameItem[] = known.map((item) =>
    item.id === result.item.id
      ? result.item
      : { ...item, quantity: quantities.get(item.id) ?? item.quantity },
  );
  if (!known.some((item) => item.id === result.item.id)) items.push(result.item);
  return {
    ...game,
    items: [...items, ...result.secrets],
    isGameOver: result.isGameOver,
    discoveredCount: items.length,
  };
}

/**
 * After a failed craft (an empty answer): both items spent, the dust refunded. The grid
 * can only follow it locally while both items are still held: once one runs out, the
 * secrets it fed may go and the run may end, which only the server knows, so `null`
 * asks for a refetch.
 */
export function gameAfterFailedCraft(
  game: CraftingGame,
  spent: readonly [string, string],
): CraftingGame | null {
  const items = game.items.map((item) =>
    spent.includes(item.id) ? { ...item, quantity: item.quantity - 1 } : item,
  );
  const runsOut = items.some((item) => spent.includes(item.id) && item.quantity <= 0);
  const stock = items.map((item) => ({
    quantity: item.quantity,
    isBuildingBlock: item.isBuildingBlock,
    isSecret: item.category !== undefined,
  }));
  if (runsOut || isGameOver(stock)) return null;
  return { ...game, items };
}

export function profileAfterFailedCraft(profile: Profile): Profile {
  return { ...profile, magicDust: profile.magicDust + FAILED_CRAFT_DUST_REFUND };
}
