/**
 * The lab's crafting slots (spec section 5, "Lab crafting"): one slot per rarity of the
 * player's tier; an item goes into the first free slot of its own rarity. Pure, so the
 * placement rules are pinned by tests rather than by clicking.
 */
import type { LabItem } from '@alchemy/contracts';
import type { Rarity } from '@alchemy/game-rules';

export type LabItemInfo = LabItem['item'];

export interface Slot {
  rarity: Rarity;
  item: LabItemInfo | null;
}

export const NO_SLOT_MESSAGE = 'No available slot for this item rarity.';
export const IN_USE_MESSAGE = 'This item is already in use.';

export type Placement =
  | { ok: true; slots: Slot[]; index: number }
  | { ok: false; reason: 'in-use' | 'no-slot'; message: string };

export function emptySlots(rarities: readonly Rarity[]): Slot[] {
  return rarities.map((rarity) => ({ rarity, item: null }));
}

/** Puts the item into the first free slot of its rarity, or says why it cannot. */
export function placeItem(slots: readonly Slot[], item: LabItemInfo): Placement {
  // The server refuses the same item twice in one craft, whatever the quantity held.
  if (slots.some((slot) => slot.item?.id === item.id)) {
    return { ok: false, reason: 'in-use', message: IN_USE_MESSAGE };
  }
  const index = slots.findIndex((slot) => slot.rarity === item.rarity && slot.item === null);
  if (index === -1) return { ok: false, reason: 'no-slot', message: NO_SLOT_MESSAGE };
  return {
    ok: true,
    index,
    slots: slots.map((slot, i) => (i === index ? { ...slot, item } : slot)),
  };
}

export function clearSlot(slots: readonly Slot[], index: number): Slot[] {
  return slots.map((slot, i) => (i === index ? { ...slot, item: null } : slot));
}

export function allSlotsFilled(slots: readonly Slot[]): boolean {
  return slots.length > 0 && slots.every((slot) => slot.item !== null);
}

/** The craft request body: one item id per slot, in slot order. */
export function slotItemIds(slots: readonly Slot[]): string[] {
  return slots.flatMap((slot) => (slot.item ? [slot.item.id] : []));
}

/**
 * The stored slots as they stand against the current tier and lab: a new tier (the player
 * levelled up) starts empty, and an item that left the lab (purged, crafted elsewhere)
 * leaves its slot. Computed on every render instead of synchronised with effects.
 */
export function reconcileSlots(
  slots: readonly Slot[],
  rarities: readonly Rarity[],
  labItems: readonly LabItem[] | undefined,
): Slot[] {
  const sameTier =
    slots.length === rarities.length && slots.every((slot, i) => slot.rarity === rarities[i]);
  if (!sameTier) return emptySlots(rarities);
  if (!labItems) return [...slots];
  const held = new Set(labItems.map((entry) => entry.item.id));
  return slots.map((slot) =>
    slot.item && !held.has(slot.item.id) ? { ...slot, item: null } : slot,
  );
}
