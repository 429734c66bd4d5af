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
 * At game over the discovered items that are not in the lab yet are flagged new: they are
 * what the player could still buy for the lab.
 */
export function markNewItems(
  items: readonly GameItem[],
  labItems: ReadonlyArray<{ item: { name: string } }> | undefined,
): ViewItem[] {
  if (!labItems) return [...items];
  const inLab = new Set(labItems.map((entry) => entry.item.name));
  return items.map((item) =>
    !isSecret(item) && !item.isBuildingBlock && !inLab.has(item.name)
      ? { ...item, isNew: true }
      : item,
  );
}
