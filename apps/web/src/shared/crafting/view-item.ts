import type { GameItem } from '@alchemy/contracts';
import { isSecret } from './crafting-rules';

/** A grid item plus a flag of the client's own: discovered, but not in the lab yet. */
export type ViewItem = GameItem & { isNew?: boolean };

/** The accessible name of a tile: it starts with the item's name (or 'Secret item'). */
export function tileLabel(item: GameItem, secret: boolean): string {
  if (secret) return `Secret item, ${item.category ?? 'Any'} family`;
  const kind = item.isBuildingBlock ? 'building block' : item.rarity;
  return `${item.name}, ${kind}, ${item.quantity} held`;
}

/**
 * At game over 'New' flags the items that this run brought to the lab and that the lab did
 * not hold before (docs/RULES.md, "Game over and harvest"): new in the lab, as the ribbon
 * says. (Flagging the items NOT moved read backwards: a player took them for the new ones.)
 */
export function markNewItems(
  items: readonly GameItem[],
  newInLab: ReadonlySet<string> | undefined,
): ViewItem[] {
  if (!newInLab) return [...items];
  return items.map((item) =>
    !isSecret(item) && !item.isBuildingBlock && newInLab.has(item.name)
      ? { ...item, isNew: true }
      : item,
  );
}
