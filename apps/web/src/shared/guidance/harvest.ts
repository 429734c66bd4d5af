import type { LabItem } from '@alchemy/contracts';

export interface HarvestedItem {
  id: string;
  name: string;
  /** How many units arrived. */
  quantity: number;
  /** The lab did not hold this item before the harvest. */
  isNew: boolean;
}

/**
 * What a game over moved into the lab: the lab after the harvest minus the lab before it
 * (the run's own quantities are zero by then, so the lab is where the move shows).
 */
export function harvestedItems(
  before: readonly LabItem[],
  after: readonly LabItem[],
): HarvestedItem[] {
  const held = new Map(before.map((entry) => [entry.item.id, entry.quantity]));
  return after.flatMap((entry) => {
    const previous = held.get(entry.item.id) ?? 0;
    const quantity = entry.quantity - previous;
    if (quantity <= 0) return [];
    return [{ id: entry.item.id, name: entry.item.name, quantity, isNew: previous === 0 }];
  });
}

/** 'Steam ×2, Mist and Heat Haze' for a sentence. */
export function harvestText(items: readonly HarvestedItem[]): string {
  const parts = items.map((item) =>
    item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name,
  );
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}
