/**
 * The duel slots (spec section 5, "Starting a duel"): which card may go where, and whether
 * the selection may start a duel. Pure, so the rules are pinned by tests, not by clicking.
 */

/** What the rules need of a battle card. */
export interface SlotCard {
  id: string;
  isListed: boolean;
  requiredLevel: number;
  card: { name: string };
}

/** One entry per slot: a card id or null for an empty slot. */
export type Slots = readonly (string | null)[];

export const ALL_SLOTS_FILLED = 'All duel slots are filled.';
export const LISTED_CARD = 'Cannot select a card that is listed on the marketplace.';

export const selectCardsMessage = (slots: number): string =>
  `Please select ${slots} cards to start the duel.`;

export const requiredLevelMessage = (name: string, required: number, level: number): string =>
  `Card "${name}" requires user level ${required}. Your level is ${level}.`;

export type PlaceResult =
  { ok: true; slots: Slots } | { ok: false; reason: 'listed' | 'full'; message: string };

export function emptySlots(count: number): Slots {
  return Array.from({ length: count }, () => null);
}

/**
 * Puts a card in a slot: the one it was dropped on when that is free, else the first free
 * one. A card already in a slot stays where it is.
 */
export function placeCard(slots: Slots, card: SlotCard, preferred?: number): PlaceResult {
  if (card.isListed) return { ok: false, reason: 'listed', message: LISTED_CARD };
  if (slots.includes(card.id)) return { ok: true, slots };
  const target =
    preferred !== undefined && slots[preferred] === null ? preferred : slots.indexOf(null);
  if (target < 0) return { ok: false, reason: 'full', message: ALL_SLOTS_FILLED };
  return { ok: true, slots: slots.map((id, index) => (index === target ? card.id : id)) };
}

/** Empties a slot: its card goes back to the list. */
export function clearSlot(slots: Slots, index: number): Slots {
  return slots.map((id, at) => (at === index ? null : id));
}

/** Removes a card wherever it sits (it was purged, or listed elsewhere). */
export function removeCard(slots: Slots, cardId: string): Slots {
  return slots.map((id) => (id === cardId ? null : id));
}

/**
 * The slots fitted to the duel's slot count and to the cards the player still has usable:
 * a card that vanished from the list or became listed leaves its slot.
 */
export function reconcileSlots(slots: Slots, count: number, cards: readonly SlotCard[]): Slots {
  const usable = new Set(cards.filter((card) => !card.isListed).map((card) => card.id));
  return Array.from({ length: count }, (_, index) => {
    const id = slots[index] ?? null;
    return id !== null && usable.has(id) ? id : null;
  });
}

/** The selected ids in slot order. */
export function selectedIds(slots: Slots): string[] {
  return slots.filter((id): id is string => id !== null);
}

export type StartCheck =
  { ok: true; cardIds: string[] } | { ok: false; reason: 'count' | 'level'; message: string };

/** May this selection start a duel? The count first, then each card's required level. */
export function checkStart(
  slots: Slots,
  slotCount: number,
  cards: readonly SlotCard[],
  level: number,
): StartCheck {
  const ids = selectedIds(slots);
  const count = { ok: false, reason: 'count', message: selectCardsMessage(slotCount) } as const;
  if (ids.length !== slotCount) return count;
  for (const id of ids) {
    const card = cards.find((candidate) => candidate.id === id);
    if (!card) return count;
    if (card.requiredLevel > level) {
      return {
        ok: false,
        reason: 'level',
        message: requiredLevelMessage(card.card.name, card.requiredLevel, level),
      };
    }
  }
  return { ok: true, cardIds: ids };
}
