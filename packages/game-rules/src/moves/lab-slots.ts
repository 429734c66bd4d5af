/**
 * The lab's crafting slots (docs/RULES.md, "Lab and battle cards"): one slot per rarity of
 * the player's tier; an item goes into the first free slot of its own rarity, never twice.
 * A card is crafted from one lab item per slot, the rarities matching the tier as a
 * multiset. The lab screen places items with these; the server checks the craft with them.
 */
import { slotRarities } from '../cards';
import type { Rarity } from '../rarity';
import { err, ok, type Result } from '../result';

export interface SlotItem {
  id: string;
  rarity: Rarity;
}

export interface LabSlot<T extends SlotItem> {
  rarity: Rarity;
  item: T | null;
}

export type SlotPlacementError = { code: 'ITEM_IN_USE' } | { code: 'NO_SLOT_FOR_RARITY' };

export function emptyLabSlots<T extends SlotItem>(rarities: readonly Rarity[]): LabSlot<T>[] {
  return rarities.map((rarity) => ({ rarity, item: null }));
}

/** Puts the item into the first free slot of its rarity, or says why it cannot. */
export function placeInLabSlot<T extends SlotItem>(
  slots: readonly LabSlot<T>[],
  item: T,
): Result<{ slots: LabSlot<T>[]; index: number }, SlotPlacementError> {
  if (slots.some((slot) => slot.item?.id === item.id)) return err({ code: 'ITEM_IN_USE' });
  const index = slots.findIndex((slot) => slot.rarity === item.rarity && slot.item === null);
  if (index === -1) return err({ code: 'NO_SLOT_FOR_RARITY' });
  return ok({ index, slots: slots.map((slot, i) => (i === index ? { ...slot, item } : slot)) });
}

export function allLabSlotsFilled(slots: readonly LabSlot<SlotItem>[]): boolean {
  return slots.length > 0 && slots.every((slot) => slot.item !== null);
}

/** A lab item as the craft sees it: how many the player holds. */
export interface LabStock extends SlotItem {
  quantity: number;
}

export type LabCraftError =
  | { code: 'ITEM_IN_USE' }
  | { code: 'SLOT_COUNT'; expected: Rarity[] }
  | { code: 'ITEM_NOT_IN_LAB' }
  | { code: 'RARITIES_MISMATCH'; expected: Rarity[]; given: Rarity[] };

const sorted = (rarities: readonly Rarity[]): string => [...rarities].sort().join(',');

/**
 * A card craft at `level` from the chosen lab item ids, `stock` being what the player
 * holds of them: distinct items, one per slot, each held, the rarities those of the tier.
 * Returns the items in the order chosen.
 */
export function checkLabCraft<T extends LabStock>(
  level: number,
  chosenIds: readonly string[],
  stock: readonly T[],
): Result<T[], LabCraftError> {
  if (new Set(chosenIds).size !== chosenIds.length) return err({ code: 'ITEM_IN_USE' });
  const tier = slotRarities(level);
  if (chosenIds.length !== tier.length) return err({ code: 'SLOT_COUNT', expected: tier });
  const held: T[] = [];
  for (const id of chosenIds) {
    const entry = stock.find((candidate) => candidate.id === id && candidate.quantity > 0);
    if (!entry) return err({ code: 'ITEM_NOT_IN_LAB' });
    held.push(entry);
  }
  const given = held.map((entry) => entry.rarity);
  if (sorted(given) !== sorted(tier)) {
    return err({ code: 'RARITIES_MISMATCH', expected: tier, given });
  }
  return ok(held);
}
