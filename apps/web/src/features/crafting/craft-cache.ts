import type { CraftingGame, CraftResult, GameItem, Profile } from '@alchemy/contracts';
import { craftEffect, type CraftEffect } from '@alchemy/game-rules';

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
 * A failed craft's effect as the screen knows it: game-rules' `craftEffect`, the function
 * the server persisted it with, on the grid's stock with no recipe (the server's empty
 * answer says there was none). Null when the grid refuses the pair: the screen is out of
 * step with the server, and asks again.
 */
export function failedCraftEffect(
  game: CraftingGame,
  spent: readonly [string, string],
  player: Pick<Profile, 'level' | 'isLabOpen'>,
): CraftEffect | null {
  const effect = craftEffect(
    {
      run: { isOver: game.isGameOver },
      // Secrets are no stacks of the run: the grid shows them, the run does not hold them.
      stock: game.items
        .filter((item) => item.category === undefined)
        .map(({ id, name, quantity, isBuildingBlock }) => ({
          itemId: id,
          name,
          quantity,
          isBuildingBlock,
        })),
      result: null,
      player: { level: player.level, isLabOpen: player.isLabOpen },
    },
    { one: spent[0], two: spent[1] },
  );
  return effect.ok ? effect.value : null;
}

/**
 * The grid after a failed craft's effect. It can only follow it while both items are still
 * held: once one runs out, the secrets it fed may go, and at the run's end the harvest
 * empties the run, which only the server tells, so `null` asks for a refetch.
 */
export function gameAfterFailedCraft(game: CraftingGame, effect: CraftEffect): CraftingGame | null {
  if (effect.runOver || effect.stock.some((change) => change.quantity <= 0)) return null;
  const quantities = new Map(effect.stock.map((change) => [change.itemId, change.quantity]));
  const items = game.items.map((item) => {
    const quantity = item.category === undefined ? quantities.get(item.id) : undefined;
    return quantity === undefined ? item : { ...item, quantity };
  });
  return { ...game, items };
}

/** The balances after a craft's effect (a failed craft's dust), as the ledger books them. */
export function profileAfterEffect(profile: Profile, effect: CraftEffect): Profile {
  const next = { ...profile, isLabOpen: profile.isLabOpen || effect.opensLab };
  for (const { currency, delta } of effect.balances) next[currency] += delta;
  return next;
}
