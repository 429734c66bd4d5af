/**
 * The lab's crafting slots as the screen keeps them. Where an item may go is game-rules'
 * (placeInLabSlot, emptyLabSlots, allLabSlotsFilled: docs/RULES.md, "Lab and battle
 * cards"), and what a refusal says is the one message table's; these are the screen's own
 * helpers around them, pure so they are pinned by tests rather than by clicking.
 */
import { type LabItem, ruleMessage } from '@alchemy/contracts';
import {
  emptyLabSlots,
  type LabSlot,
  type Rarity,
  type SlotPlacementError,
} from '@alchemy/game-rules';
import type { SnackbarType } from '@/lib/snackbar-store';

export type LabItemInfo = LabItem['item'];
export type Slot = LabSlot<LabItemInfo>;

/**
 * The snackbar for an item that found no slot. Already used is a mistake; no room of that
 * rarity is just how the tier is.
 */
export function placementNotice(error: SlotPlacementError): {
  message: string;
  type: SnackbarType;
} {
  return { message: ruleMessage(error), type: error.code === 'ITEM_IN_USE' ? 'error' : 'info' };
}

export function clearSlot(slots: readonly Slot[], index: number): Slot[] {
  return slots.map((slot, i) => (i === index ? { ...slot, item: null } : slot));
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
  if (!sameTier) return emptyLabSlots(rarities);
  if (!labItems) return [...slots];
  const held = new Set(labItems.map((entry) => entry.item.id));
  return slots.map((slot) =>
    slot.item && !held.has(slot.item.id) ? { ...slot, item: null } : slot,
  );
}
