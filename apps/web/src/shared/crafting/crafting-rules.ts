/**
 * What a click or a drop does on the crafting grid. The rules are game-rules' (checkUsable,
 * checkCraftPair: docs/RULES.md, "Crafting"), the very checks the server runs on every
 * craft; this file turns their answers into the grid's outcomes and, through the one
 * message table, into the player's words. Pure, so it is pinned by tests.
 */
import { type GameItem, ruleMessage } from '@alchemy/contracts';
import { checkCraftPair, checkUsable, type RunItemView } from '@alchemy/game-rules';

/** The subset of an item the rules read. */
export type RuleItem = Pick<GameItem, 'id' | 'name' | 'quantity' | 'isBuildingBlock' | 'category'>;

/** A secret is an undiscovered result: the contract sends its family in `category`. */
export function isSecret(item: Pick<GameItem, 'category'>): boolean {
  return item.category !== undefined;
}

/** A grid item as game-rules' crafting rules read it. */
export function toRunItemView(item: RuleItem): RunItemView {
  return {
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    isBuildingBlock: item.isBuildingBlock,
    isSecret: isSecret(item),
  };
}

/** Only held, non-secret items can be picked, whether by a click or a drag (one rule). */
export function canSelect(item: RuleItem): boolean {
  return checkUsable(toRunItemView(item)).ok;
}

export type DropVerdict = 'ok' | 'no-target' | 'unavailable' | 'same-item' | 'no-building-block';

/** Why a drop of `dragged` onto `target` would fail, or 'ok'. */
export function dropVerdict(dragged: RuleItem, target: RuleItem | undefined): DropVerdict {
  if (!target) return 'no-target';
  const pair = checkCraftPair(toRunItemView(dragged), toRunItemView(target));
  if (pair.ok) return 'ok';
  switch (pair.error.code) {
    case 'SAME_ITEM':
      return 'same-item';
    case 'NO_BUILDING_BLOCK':
      return 'no-building-block';
    default:
      // Not in the run, a secret, none held: nothing to craft with.
      return 'unavailable';
  }
}

/**
 * What the grid says when a drop onto another item crafts nothing: the rule's words for
 * why (a secret, none held, no building block), or null when the pair is good. A drop
 * never fails without a word.
 */
export function dropRefusal(dragged: RuleItem, target: RuleItem): string | null {
  const pair = checkCraftPair(toRunItemView(dragged), toRunItemView(target));
  return pair.ok ? null : ruleMessage(pair.error);
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
 * What a click on `item` does to the selection. At game over a click only reveals the
 * item; a second pick crafts when game-rules accepts the pair, and says why not otherwise.
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
  const pair = checkCraftPair(toRunItemView(first), toRunItemView(item));
  if (!pair.ok) return { kind: 'error', message: ruleMessage(pair.error) };
  return { kind: 'craft', pair: [first, item] };
}
