import type { LabItem } from '@alchemy/contracts';
import type { Rarity } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  allSlotsFilled,
  clearSlot,
  emptySlots,
  IN_USE_MESSAGE,
  NO_SLOT_MESSAGE,
  placeItem,
  reconcileSlots,
  slotItemIds,
  type LabItemInfo,
  type Slot,
} from './lab-slots';

function item(id: string, rarity: Rarity = 'common'): LabItemInfo {
  return { id, name: id, rarity, imageUrl: `/img/${id}.svg`, description: '', category: 'Any' };
}

function place(slots: Slot[], info: LabItemInfo): Slot[] {
  const result = placeItem(slots, info);
  if (!result.ok) throw new Error(result.message);
  return result.slots;
}

describe('placeItem', () => {
  it('fills the first free slot of the item’s own rarity', () => {
    const slots = emptySlots(['common', 'common', 'rare']);
    const first = placeItem(slots, item('steam'));
    expect(first).toMatchObject({ ok: true, index: 0 });
    const rare = placeItem(first.ok ? first.slots : [], item('storm', 'rare'));
    expect(rare).toMatchObject({ ok: true, index: 2 });
    const second = placeItem(rare.ok ? rare.slots : [], item('mist'));
    expect(second).toMatchObject({ ok: true, index: 1 });
  });

  it('skips a filled slot to reach a later free one of the same rarity', () => {
    const slots = clearSlot(
      place(place(emptySlots(['common', 'common']), item('a')), item('b')),
      0,
    );
    expect(placeItem(slots, item('c'))).toMatchObject({ ok: true, index: 0 });
  });

  it('refuses an item that is already in a slot', () => {
    const slots = place(emptySlots(['common', 'common', 'common']), item('steam'));
    expect(placeItem(slots, item('steam'))).toEqual({
      ok: false,
      reason: 'in-use',
      message: IN_USE_MESSAGE,
    });
  });

  it('refuses an item with no free slot of its rarity', () => {
    expect(placeItem(emptySlots(['common', 'common', 'common']), item('star', 'epic'))).toEqual({
      ok: false,
      reason: 'no-slot',
      message: NO_SLOT_MESSAGE,
    });
    const full = place(place(emptySlots(['common', 'common']), item('a')), item('b'));
    expect(placeItem(full, item('c'))).toMatchObject({ ok: false, reason: 'no-slot' });
  });

  it('does not change the slots it was given', () => {
    const slots = emptySlots(['common']);
    placeItem(slots, item('steam'));
    expect(slots[0]!.item).toBeNull();
  });
});

describe('the slots as a whole', () => {
  it('is ready to craft only when every slot is filled, and sends ids in slot order', () => {
    let slots = emptySlots(['common', 'common', 'common']);
    expect(allSlotsFilled(slots)).toBe(false);
    slots = place(place(place(slots, item('c')), item('a')), item('b'));
    expect(allSlotsFilled(slots)).toBe(true);
    expect(slotItemIds(slots)).toEqual(['c', 'a', 'b']);
    expect(allSlotsFilled(clearSlot(slots, 1))).toBe(false);
  });

  it('starts over on a new tier and lets go of items that left the lab', () => {
    const slots = place(place(emptySlots(['common', 'common', 'common']), item('a')), item('b'));
    const lab: LabItem[] = [{ item: item('a'), quantity: 1 }];
    expect(
      reconcileSlots(slots, ['common', 'common', 'common'], lab).map((s) => s.item?.id),
    ).toEqual(['a', undefined, undefined]);
    expect(reconcileSlots(slots, ['common', 'common', 'rare'], lab)).toEqual(
      emptySlots(['common', 'common', 'rare']),
    );
    // While the lab is still loading, nothing is dropped.
    expect(reconcileSlots(slots, ['common', 'common', 'common'], undefined)).toEqual(slots);
  });
});
