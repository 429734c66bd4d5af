import type { LabItem } from '@alchemy/contracts';
import { allLabSlotsFilled, emptyLabSlots, placeInLabSlot, type Rarity } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  clearSlot,
  placementNotice,
  reconcileSlots,
  slotItemIds,
  type LabItemInfo,
  type Slot,
} from './lab-slots';

function item(id: string, rarity: Rarity = 'common'): LabItemInfo {
  return { id, name: id, rarity, imageUrl: `/img/${id}.svg`, description: '', category: 'Any' };
}

const empty = (rarities: Rarity[]): Slot[] => emptyLabSlots<LabItemInfo>(rarities);

function place(slots: Slot[], info: LabItemInfo): Slot[] {
  const result = placeInLabSlot(slots, info);
  if (!result.ok) throw new Error(result.error.code);
  return result.value.slots;
}

describe('placing a lab item (game-rules’ placeInLabSlot, as the screen uses it)', () => {
  it('fills the first free slot of the item’s own rarity', () => {
    const slots = place(
      place(empty(['common', 'common', 'rare']), item('steam')),
      item('storm', 'rare'),
    );
    expect(slots.map((slot) => slot.item?.id)).toEqual(['steam', undefined, 'storm']);
    expect(placeInLabSlot(slots, item('mist'))).toMatchObject({ ok: true, value: { index: 1 } });
  });

  it('refuses an item twice and an item with no free slot of its rarity', () => {
    const slots = place(empty(['common', 'common']), item('steam'));
    expect(placeInLabSlot(slots, item('steam'))).toEqual({
      ok: false,
      error: { code: 'ITEM_IN_USE' },
    });
    expect(placeInLabSlot(slots, item('star', 'epic'))).toEqual({
      ok: false,
      error: { code: 'NO_SLOT_FOR_RARITY' },
    });
  });
});

describe('placementNotice', () => {
  it('calls a repeated item a mistake, in the product’s words', () => {
    expect(placementNotice({ code: 'ITEM_IN_USE' })).toEqual({
      message: 'This item is already in use.',
      type: 'error',
    });
  });

  it('only informs when the tier has no room of that rarity', () => {
    expect(placementNotice({ code: 'NO_SLOT_FOR_RARITY' })).toEqual({
      message: 'No available slot for this item rarity.',
      type: 'info',
    });
  });
});

describe('the screen’s helpers', () => {
  it('clears one slot, and a later item of that rarity takes it again', () => {
    const slots = clearSlot(place(place(empty(['common', 'common']), item('a')), item('b')), 0);
    expect(slots.map((slot) => slot.item?.id)).toEqual([undefined, 'b']);
    expect(placeInLabSlot(slots, item('c'))).toMatchObject({ ok: true, value: { index: 0 } });
  });

  it('is ready to craft only when every slot is filled, and sends ids in slot order', () => {
    let slots = empty(['common', 'common', 'common']);
    expect(allLabSlotsFilled(slots)).toBe(false);
    slots = place(place(place(slots, item('c')), item('a')), item('b'));
    expect(allLabSlotsFilled(slots)).toBe(true);
    expect(slotItemIds(slots)).toEqual(['c', 'a', 'b']);
    expect(allLabSlotsFilled(clearSlot(slots, 1))).toBe(false);
  });

  it('starts over on a new tier and lets go of items that left the lab', () => {
    const slots = place(place(empty(['common', 'common', 'common']), item('a')), item('b'));
    const lab: LabItem[] = [{ item: item('a'), quantity: 1 }];
    expect(
      reconcileSlots(slots, ['common', 'common', 'common'], lab).map((s) => s.item?.id),
    ).toEqual(['a', undefined, undefined]);
    expect(reconcileSlots(slots, ['common', 'common', 'rare'], lab)).toEqual(
      empty(['common', 'common', 'rare']),
    );
    // While the lab is still loading, nothing is dropped.
    expect(reconcileSlots(slots, ['common', 'common', 'common'], undefined)).toEqual(slots);
  });
});
