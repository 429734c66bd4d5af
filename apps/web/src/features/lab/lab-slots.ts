/**
 * The lab's crafting slots as the screen keeps them. Where an item may go is game-rules'
 * (placeInLabSlot, emptyLabSlots, allLabSlotsFilled: docs/RULES.md, "Lab and battle
 * cards"), and what a refusal says is the one message table's; these are the screen's own
 * helpers around them, pure so they are pinned by tests rather than by clicking.
 */
import { countOf, type LabItem, ruleMessage } from '@alchemy/contracts';
import {
  emptyLabSlots,
  err,
  ok,
  type LabSlot,
  type Rarity,
  type Result,
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

/**
 * Puts the item into the slot the player chose (the empty slot's list): the same rules as
 * placeInLabSlot, for one given slot. An item already in another slot is refused ('This
 * item is already in use.'), and so is one of another rarity.
 */
export function fillSlot(
  slots: readonly Slot[],
  index: number,
  item: LabItemInfo,
): Result<Slot[], SlotPlacementError> {
  if (slots.some((slot) => slot.item?.id === item.id)) return err({ code: 'ITEM_IN_USE' });
  const target = slots[index];
  if (!target || target.item !== null || target.rarity !== item.rarity) {
    return err({ code: 'NO_SLOT_FOR_RARITY' });
  }
  return ok(slots.map((slot, i) => (i === index ? { ...slot, item } : slot)));
}

/** What an empty slot's list offers: the lab's items of its rarity, and which are taken. */
export interface SlotChoices {
  rarity: Rarity;
  /** Items of the slot's rarity not in any slot, in the lab's order. */
  free: LabItem[];
  /** Items of the slot's rarity already in another slot. */
  inOtherSlots: LabItem[];
}

export function slotChoices(
  slots: readonly Slot[],
  index: number,
  labItems: readonly LabItem[],
): SlotChoices | null {
  const slot = slots[index];
  if (!slot) return null;
  const slotted = new Set(slots.flatMap((entry) => (entry.item ? [entry.item.id] : [])));
  const ofRarity = labItems.filter(
    (entry) => entry.item.rarity === slot.rarity && entry.quantity > 0,
  );
  return {
    rarity: slot.rarity,
    free: ofRarity.filter((entry) => !slotted.has(entry.item.id)),
    inOtherSlots: ofRarity.filter((entry) => slotted.has(entry.item.id)),
  };
}

/**
 * The empty list's words: nothing of that rarity yet, or all of it already in slots.
 * 'No rare items yet: discover some in Crafting'.
 */
export function noChoiceText(choices: SlotChoices): string {
  if (choices.inOtherSlots.length === 0) {
    return `No ${choices.rarity} items yet: discover some in Crafting`;
  }
  const taken = choices.inOtherSlots.length;
  return taken === 1
    ? `Your only ${choices.rarity} item is already in another slot: discover more in Crafting`
    : `All ${countOf(taken, `${choices.rarity} item`)} you hold are in other slots: discover more in Crafting`;
}
