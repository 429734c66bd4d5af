/**
 * The crafting grid's rules (spec section 5, "Crafting selection"), pure so they can be
 * pinned by tests. The server re-checks every craft; these decide what the screen allows.
 */
import type { GameItem } from '@alchemy/contracts';

/** The subset of an item the rules read. */
export type RuleItem = Pick<GameItem, 'id' | 'name' | 'quantity' | 'isBuildingBlock' | 'category'>;

export const BUILDING_BLOCK_ERROR = 'At least one item must be a building block';

/** A secret is an undiscovered result: it carries its family in `category`. */
export function isSecret(item: Pick<GameItem, 'category'>): boolean {
  return item.category !== undefined;
}

export function canSelect(item: RuleItem): boolean {
  return !isSecret(item) && item.quantity > 0;
}

/** Only held, non-secret items can be picked up. */
export function canDrag(item: RuleItem): boolean {
  return canSelect(item);
}

export function pairsWithBuildingBlock(a: RuleItem, b: RuleItem): boolean {
  return a.isBuildingBlock || b.isBuildingBlock;
}

export type DropVerdict = 'ok' | 'no-target' | 'unavailable' | 'same-item' | 'no-building-block';

/** Why a drop of `dragged` onto `target` would fail, or 'ok'. */
export function dropVerdict(dragged: RuleItem, target: RuleItem | undefined): DropVerdict {
  if (!target) return 'no-target';
  if (!canDrag(dragged) || isSecret(target) || target.quantity <= 0) return 'unavailable';
  if (dragged.name === target.name) return 'same-item';
  if (!pairsWithBuildingBlock(dragged, target)) return 'no-building-block';
  return 'ok';
}

export type ClickOutcome<T extends RuleItem> =
  /** Show the item in the preview without selecting it (game over, secrets, none held). */
  | { kind: 'inspect'; item: T }
  | { kind: 'deselect'; selection: T[] }
  | { kind: 'select'; selection: T[] }
  /** Both slots are filled: craft them, then clear the selection. */
  | { kind: 'craft'; pair: [T, T] }
  | { kind: 'error'; message: string };

/**
 * What a click on `item` does to the selection (spec sections 4 and 5). At game over a
 * click only reveals the item.
 */
export function clickItem<T extends RuleItem>(
  selection: readonly T[],
  item: T,
  gameOver: boolean,
): ClickOutcome<T> {
  if (gameOver) return { kind: 'inspect', item };
  if (selection.some((selected) => selected.id === item.id)) {
    return { kind: 'deselect', selection: selection.filter((selected) => selected.id !== item.id) };
  }
  if (!canSelect(item)) return { kind: 'inspect', item };
  const [first] = selection;
  if (!first) return { kind: 'select', selection: [item] };
  if (!pairsWithBuildingBlock(first, item)) return { kind: 'error', message: BUILDING_BLOCK_ERROR };
  return { kind: 'craft', pair: [first, item] };
}
