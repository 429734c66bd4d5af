/**
 * Which two items may be crafted together (docs/RULES.md, "Crafting"). The server checks
 * every craft with it; the web uses it to decide what a click or a drop does.
 */
import { err, ok, type Result } from '../result';

/** An item of the current run, as the pair rule sees it. */
export interface RunItemView {
  id: string;
  name: string;
  quantity: number;
  isBuildingBlock: boolean;
  /** An undiscovered result shown as '?': it cannot be used. */
  isSecret: boolean;
}

export type UsableItemError =
  | { code: 'ITEM_NOT_IN_RUN' }
  | { code: 'ITEM_IS_SECRET' }
  | { code: 'ITEM_NOT_HELD'; itemName: string };

export type CraftPairError =
  UsableItemError | { code: 'SAME_ITEM' } | { code: 'NO_BUILDING_BLOCK' };

export type RunStateError = { code: 'NO_CRAFTING_GAME' } | { code: 'RUN_OVER' };

/** An item can be selected, dragged or crafted with: in the run, not secret, held. */
export function checkUsable<T extends RunItemView>(
  item: T | undefined,
): Result<T, UsableItemError> {
  if (!item) return err({ code: 'ITEM_NOT_IN_RUN' });
  if (item.isSecret) return err({ code: 'ITEM_IS_SECRET' });
  if (item.quantity <= 0) return err({ code: 'ITEM_NOT_HELD', itemName: item.name });
  return ok(item);
}

/** At least one of the two must be a building block: a base element. */
export function pairsWithBuildingBlock(
  one: Pick<RunItemView, 'isBuildingBlock'>,
  two: Pick<RunItemView, 'isBuildingBlock'>,
): boolean {
  return one.isBuildingBlock || two.isBuildingBlock;
}

/**
 * A craft of `one` with `two`: both usable, two different items, and at least one a
 * building block. Checked in that order, so the first thing wrong is what a player hears.
 */
export function checkCraftPair<T extends RunItemView>(
  one: T | undefined,
  two: T | undefined,
): Result<readonly [T, T], CraftPairError> {
  const first = checkUsable(one);
  if (!first.ok) return first;
  const second = checkUsable(two);
  if (!second.ok) return second;
  if (first.value.id === second.value.id || first.value.name === second.value.name) {
    return err({ code: 'SAME_ITEM' });
  }
  if (!pairsWithBuildingBlock(first.value, second.value)) return err({ code: 'NO_BUILDING_BLOCK' });
  return ok([first.value, second.value] as const);
}

/** There is a run once the player has started a game. */
export function checkRunStarted<T>(
  run: T | null | undefined,
): Result<T, { code: 'NO_CRAFTING_GAME' }> {
  return run ? ok(run) : err({ code: 'NO_CRAFTING_GAME' });
}

/** A run accepts crafts from its start until it is over. */
export function checkRunOpen<T extends { isOver: boolean }>(
  run: T | null | undefined,
): Result<T, RunStateError> {
  const started = checkRunStarted(run);
  if (!started.ok) return started;
  return started.value.isOver ? err({ code: 'RUN_OVER' }) : started;
}
