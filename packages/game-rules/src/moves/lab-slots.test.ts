import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slotRarities } from '../cards';
import { RARITIES, type Rarity } from '../rarity';
import {
  allLabSlotsFilled,
  checkLabCraft,
  emptyLabSlots,
  placeInLabSlot,
  type LabSlot,
  type LabStock,
  type SlotItem,
} from './lab-slots';

const C = 'common';
const R = 'rare';
const E = 'epic';
const L = 'legendary';

const slot = (rarity: Rarity, item: SlotItem | null = null): LabSlot<SlotItem> => ({
  rarity,
  item,
});

const ember: SlotItem = { id: 'ember', rarity: C };
const moss: SlotItem = { id: 'moss', rarity: C };
const pearl: SlotItem = { id: 'pearl', rarity: R };
const comet: SlotItem = { id: 'comet', rarity: E };
const ash: SlotItem = { id: 'ash', rarity: C };

describe('lab slots by player level (docs/RULES.md, "Lab and battle cards")', () => {
  // Pinned through checkLabCraft: an empty choice is refused with the tier it expected.
  it.each<[number, Rarity[]]>([
    [1, [C, C, C]],
    [4, [C, C, C]],
    [5, [C, C, R]],
    [9, [C, C, R]],
    [10, [C, C, R, R]],
    [14, [C, C, R, R]],
    [15, [C, R, R, E]],
    [17, [C, R, R, E]],
    [18, [C, R, E, E]],
    [19, [C, R, E, E]],
    [20, [R, R, E, E]],
    [22, [R, R, E, E]],
    [23, [R, E, E, L]],
    [34, [R, E, E, L]],
    [35, [R, E, L, L]],
    [39, [R, E, L, L]],
    [40, [E, E, L, L]],
    [44, [E, E, L, L]],
    [45, [L, L, L]],
    [100, [L, L, L]],
  ])('at level %i the slots are %j', (level, expected) => {
    expect(checkLabCraft(level, [], [])).toEqual({
      ok: false,
      error: { code: 'SLOT_COUNT', expected },
    });
    expect(emptyLabSlots(slotRarities(level)).map((s) => s.rarity)).toEqual(expected);
  });

  it('opens every slot empty', () => {
    expect(emptyLabSlots([C, C, R])).toEqual([slot(C), slot(C), slot(R)]);
    expect(emptyLabSlots([])).toEqual([]);
  });
});

describe('placeInLabSlot', () => {
  const level5 = emptyLabSlots<SlotItem>([C, C, R]);

  it.each([
    {
      title: 'a common goes into the first common slot',
      slots: level5,
      item: ember,
      index: 0,
      after: [slot(C, ember), slot(C), slot(R)],
    },
    {
      title: 'a second common goes into the next common slot',
      slots: [slot(C, ember), slot(C), slot(R)],
      item: moss,
      index: 1,
      after: [slot(C, ember), slot(C, moss), slot(R)],
    },
    {
      title: 'a rare skips the free common slots for its own',
      slots: level5,
      item: pearl,
      index: 2,
      after: [slot(C), slot(C), slot(R, pearl)],
    },
    {
      title: 'a slot emptied before a filled one is the first free one again',
      slots: [slot(C), slot(C, ember), slot(R)],
      item: moss,
      index: 0,
      after: [slot(C, moss), slot(C, ember), slot(R)],
    },
  ])('$title', ({ slots, item, index, after }) => {
    expect(placeInLabSlot(slots, item)).toEqual({ ok: true, value: { index, slots: after } });
  });

  it.each([
    {
      title: 'an item already in a slot is ITEM_IN_USE, even with a free slot of its rarity',
      slots: [slot(C, ember), slot(C), slot(R)],
      item: ember,
      error: { code: 'ITEM_IN_USE' },
    },
    {
      title: 'an item already in a slot is ITEM_IN_USE before NO_SLOT_FOR_RARITY',
      slots: [slot(C, ember), slot(C, moss), slot(R)],
      item: moss,
      error: { code: 'ITEM_IN_USE' },
    },
    {
      title: 'a rarity whose slots are all taken is NO_SLOT_FOR_RARITY',
      slots: [slot(C, ember), slot(C, moss), slot(R)],
      item: ash,
      error: { code: 'NO_SLOT_FOR_RARITY' },
    },
    {
      title: 'a rarity the tier has no slot for is NO_SLOT_FOR_RARITY',
      slots: level5,
      item: comet,
      error: { code: 'NO_SLOT_FOR_RARITY' },
    },
  ])('$title', ({ slots, item, error }) => {
    expect(placeInLabSlot(slots, item)).toEqual({ ok: false, error });
  });

  // The screen keeps its state in React, so the move must hand back new slots.
  it('leaves the slots it was given untouched', () => {
    const slots = emptyLabSlots<SlotItem>([C, R]);
    placeInLabSlot(slots, ember);
    expect(slots).toEqual([slot(C), slot(R)]);
  });

  it('never puts one item in two slots and fills only slots of its rarity', () => {
    const itemArb = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      rarity: fc.constantFrom(...RARITIES),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(itemArb, { maxLength: 12 }),
        (level, items) => {
          let slots = emptyLabSlots<SlotItem>(slotRarities(level));
          for (const item of items) {
            const placed = placeInLabSlot(slots, item);
            const inUse = slots.some((s) => s.item?.id === item.id);
            const free = slots.findIndex((s) => s.rarity === item.rarity && s.item === null);
            if (inUse) {
              expect(placed).toEqual({ ok: false, error: { code: 'ITEM_IN_USE' } });
            } else if (free === -1) {
              expect(placed).toEqual({ ok: false, error: { code: 'NO_SLOT_FOR_RARITY' } });
            } else {
              expect(placed.ok && placed.value.index).toBe(free);
            }
            if (placed.ok) slots = placed.value.slots;
            const ids = slots.flatMap((s) => (s.item ? [s.item.id] : []));
            expect(new Set(ids).size).toBe(ids.length);
            for (const s of slots) if (s.item) expect(s.item.rarity).toBe(s.rarity);
            expect(slots.map((s) => s.rarity)).toEqual(slotRarities(level));
          }
        },
      ),
    );
  });
});

describe('allLabSlotsFilled', () => {
  it.each([
    { title: 'no slots at all are not filled', slots: [], filled: false },
    { title: 'empty slots are not filled', slots: [slot(C), slot(R)], filled: false },
    { title: 'one empty slot is enough to wait', slots: [slot(C, ember), slot(R)], filled: false },
    {
      title: 'every slot holding an item is filled',
      slots: [slot(C, ember), slot(R, pearl)],
      filled: true,
    },
  ])('$title', ({ slots, filled }) => {
    expect(allLabSlotsFilled(slots)).toBe(filled);
  });
});

describe('checkLabCraft (docs/RULES.md, "Lab and battle cards")', () => {
  const stock: LabStock[] = [
    { id: 'ember', rarity: C, quantity: 1 },
    { id: 'moss', rarity: C, quantity: 3 },
    { id: 'dust', rarity: C, quantity: 0 },
    { id: 'pearl', rarity: R, quantity: 1 },
    { id: 'coral', rarity: R, quantity: 2 },
    { id: 'comet', rarity: E, quantity: 1 },
  ];
  const held = (id: string): LabStock => stock.find((entry) => entry.id === id)!;

  // Level 5: common, common, rare.
  it.each([
    { title: 'one item per slot of the tier crafts a card', chosen: ['ember', 'moss', 'pearl'] },
    { title: 'the items may be chosen in any order', chosen: ['pearl', 'moss', 'ember'] },
  ])('$title, returning them in the order chosen', ({ chosen }) => {
    expect(checkLabCraft(5, chosen, stock)).toEqual({ ok: true, value: chosen.map(held) });
  });

  it.each([
    {
      title: 'one item chosen twice is ITEM_IN_USE',
      chosen: ['ember', 'ember', 'pearl'],
      error: { code: 'ITEM_IN_USE' },
    },
    {
      title: 'too few items are SLOT_COUNT, with the tier',
      chosen: ['ember', 'pearl'],
      error: { code: 'SLOT_COUNT', expected: [C, C, R] },
    },
    {
      title: 'too many items are SLOT_COUNT, with the tier',
      chosen: ['ember', 'moss', 'pearl', 'coral'],
      error: { code: 'SLOT_COUNT', expected: [C, C, R] },
    },
    {
      title: 'an item the player has none of is ITEM_NOT_IN_LAB',
      chosen: ['ember', 'dust', 'pearl'],
      error: { code: 'ITEM_NOT_IN_LAB' },
    },
    {
      title: 'an item not in the lab at all is ITEM_NOT_IN_LAB',
      chosen: ['ember', 'moss', 'unknown'],
      error: { code: 'ITEM_NOT_IN_LAB' },
    },
    {
      title: 'rarities other than the tier are RARITIES_MISMATCH, with both lists',
      chosen: ['ember', 'comet', 'moss'],
      error: { code: 'RARITIES_MISMATCH', expected: [C, C, R], given: [C, E, C] },
    },
    {
      title: 'the right rarities in the wrong counts are RARITIES_MISMATCH',
      chosen: ['pearl', 'ember', 'coral'],
      error: { code: 'RARITIES_MISMATCH', expected: [C, C, R], given: [R, C, R] },
    },
    // The order of the checks: repeats, then the count, then the stock, then rarities.
    {
      title: 'a repeat is reported before a wrong count',
      chosen: ['ember', 'ember'],
      error: { code: 'ITEM_IN_USE' },
    },
    {
      title: 'a wrong count is reported before items not held',
      chosen: ['unknown'],
      error: { code: 'SLOT_COUNT', expected: [C, C, R] },
    },
    {
      title: 'an item not held is reported before the rarities',
      chosen: ['comet', 'unknown', 'pearl'],
      error: { code: 'ITEM_NOT_IN_LAB' },
    },
  ])('$title', ({ chosen, error }) => {
    expect(checkLabCraft(5, chosen, stock)).toEqual({ ok: false, error });
  });

  // One distinct held item per slot of the tier, in a shuffled order, and the level.
  const tierCase = fc.integer({ min: 1, max: 60 }).chain((level) => {
    const items = slotRarities(level).map((rarity, i) => ({
      id: `item-${i}`,
      rarity,
      quantity: 1 + i,
    }));
    return fc.record({
      level: fc.constant(level),
      items: fc.constant(items),
      chosen: fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
    });
  });

  it('accepts any order of held items matching the tier', () => {
    fc.assert(
      fc.property(tierCase, ({ level, items, chosen }) => {
        const ids = chosen.map((item) => item.id);
        expect(checkLabCraft(level, ids, items)).toEqual({ ok: true, value: chosen });
      }),
    );
  });

  it('refuses the same choice with one item swapped for one of another rarity', () => {
    fc.assert(
      fc.property(
        tierCase,
        fc.nat(),
        fc.constantFrom(...RARITIES),
        ({ level, items, chosen }, at, rarity) => {
          const swapped = chosen[at % chosen.length]!;
          fc.pre(rarity !== swapped.rarity);
          const stranger = { id: 'stranger', rarity, quantity: 1 };
          const ids = chosen.map((item) => (item === swapped ? stranger.id : item.id));
          const result = checkLabCraft(level, ids, [...items, stranger]);
          expect(result).toMatchObject({ ok: false, error: { code: 'RARITIES_MISMATCH' } });
        },
      ),
    );
  });
});
