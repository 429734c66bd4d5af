import type { LabItem } from '@alchemy/contracts';
import { allLabSlotsFilled, emptyLabSlots, placeInLabSlot, type Rarity } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  clearSlot,
  fillSlot,
  noChoiceText,
  placementNotice,
  reconcileSlots,
  slotChoices,
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

describe('the empty slot’s list', () => {
  const lab = (...entries: [LabItemInfo, number][]): LabItem[] =>
    entries.map(([info, quantity]) => ({ item: info, quantity }));

  it('puts the chosen item into that very slot, not the first free one', () => {
    const slots = fillSlot(empty(['common', 'common', 'rare']), 1, item('steam'));
    expect(slots).toMatchObject({ ok: true });
    if (!slots.ok) return;
    expect(slots.value.map((slot) => slot.item?.id)).toEqual([undefined, 'steam', undefined]);
  });

  it('refuses an item already in a slot, one of another rarity, and a filled slot', () => {
    const slots = place(empty(['common', 'common', 'rare']), item('steam'));
    expect(fillSlot(slots, 1, item('steam'))).toEqual({
      ok: false,
      error: { code: 'ITEM_IN_USE' },
    });
    expect(fillSlot(slots, 1, item('storm', 'rare'))).toEqual({
      ok: false,
      error: { code: 'NO_SLOT_FOR_RARITY' },
    });
    expect(fillSlot(slots, 0, item('mist'))).toEqual({
      ok: false,
      error: { code: 'NO_SLOT_FOR_RARITY' },
    });
    expect(fillSlot(slots, 7, item('mist'))).toMatchObject({ ok: false });
  });

  it('offers the items of the slot’s rarity, free ones apart from those in other slots', () => {
    const slots = place(empty(['common', 'common', 'rare']), item('steam'));
    const stock = lab(
      [item('steam'), 2],
      [item('mist'), 1],
      [item('storm', 'rare'), 1],
      [item('gone'), 0],
    );
    const choices = slotChoices(slots, 1, stock);
    expect(choices?.rarity).toBe('common');
    expect(choices?.free.map((entry) => entry.item.id)).toEqual(['mist']);
    expect(choices?.inOtherSlots.map((entry) => entry.item.id)).toEqual(['steam']);
    expect(slotChoices(slots, 2, stock)?.free.map((entry) => entry.item.id)).toEqual(['storm']);
    expect(slotChoices(slots, 9, stock)).toBeNull();
  });

  it('says why the list is empty, in counts that read right', () => {
    const none = { rarity: 'rare' as const, free: [], inOtherSlots: [] };
    expect(noChoiceText(none)).toBe('No rare items yet: discover some in Crafting');
    const one = { ...none, inOtherSlots: lab([item('storm', 'rare'), 1]) };
    expect(noChoiceText(one)).toBe(
      'Your only rare item is already in another slot: discover more in Crafting',
    );
    const two = { ...none, inOtherSlots: lab([item('a', 'rare'), 1], [item('b', 'rare'), 3]) };
    expect(noChoiceText(two)).toBe(
      'All 2 rare items you hold are in other slots: discover more in Crafting',
    );
  });
});
