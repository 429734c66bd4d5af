import type { GameItem } from '@alchemy/contracts';

/** A grid item plus the client-only flag of spec section 3: not yet in the lab. */
export type ViewItem = GameItem & { isNew?: boolean };

/** The accessible name of a tile: it starts with the item's name (or 'Secret item'). */
export function tileLabel(item: GameItem, secret: boolean): string {
  if (secret) return `Secret item, ${item.category ?? 'Any'} family`;
  const kind = item.isBuildingBlock ? 'building block' : item.rarity;
  return `${item.name}, ${kind}, ${item.quantity} held`;
}

/**
 * At game over (spec section 4) the discovered items that are not in the lab yet are
 * flagged new: they are what the player could still buy for the lab.
 */
export function markNewItems(
  items: readonly GameItem[],
  labItems: ReadonlyArray<{ item: { name: string } }> | undefined,
): ViewItem[] {
  if (!labItems) return [...items];
  const inLab = new Set(labItems.map((entry) => entry.item.name));
  return items.map((item) =>
    item.category === undefined && !item.isBuildingBlock && !inLab.has(item.name)
      ? { ...item, isNew: true }
      : item,
  );
}
