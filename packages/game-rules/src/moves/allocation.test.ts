import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEED_ITEMS } from '../crafting';
import {
  allocationRemaining,
  canDecreaseAllocation,
  canIncreaseAllocation,
  checkAllocation,
  checkItemsLimitIncrease,
  evenAllocation,
  isUnlocked,
  type AllocationEntry,
  type BaseElement,
} from './allocation';

// The real base elements: Fire and Water at 1, Air at 2, Earth at 6, Wood at 10, Steel at 16.
const ELEMENTS: BaseElement[] = SEED_ITEMS.map(({ name, level }) => ({ name, unlockLevel: level }));
const byName = (name: string): BaseElement => ELEMENTS.find((element) => element.name === name)!;
const [fire, water, air] = ['Fire', 'Water', 'Air'].map(byName) as [
  BaseElement,
  BaseElement,
  BaseElement,
];

const entries = (...pairs: [string, number][]): AllocationEntry[] =>
  pairs.map(([name, allocate]) => ({ name, allocate }));

describe('checkAllocation (docs/RULES.md, "Starting a run")', () => {
  it.each([
    {
      title: 'two unlocked elements sharing the limit start the run',
      level: 1,
      limit: 8,
      allocation: entries(['Fire', 4], ['Water', 4]),
      value: [
        { element: fire, allocate: 4 },
        { element: water, allocate: 4 },
      ],
    },
    {
      title: 'names match whatever their case, and the element keeps its own spelling',
      level: 1,
      limit: 8,
      allocation: entries(['fIRE', 7], ['WATER', 1]),
      value: [
        { element: fire, allocate: 7 },
        { element: water, allocate: 1 },
      ],
    },
    {
      title: 'the entries come back in the order they were given',
      level: 2,
      limit: 9,
      allocation: entries(['Air', 2], ['Water', 3], ['Fire', 4]),
      value: [
        { element: air, allocate: 2 },
        { element: water, allocate: 3 },
        { element: fire, allocate: 4 },
      ],
    },
  ])('$title', ({ level, limit, allocation, value }) => {
    expect(checkAllocation(ELEMENTS, level, limit, allocation)).toEqual({ ok: true, value });
  });

  it.each([
    {
      title: 'an unknown name is UNKNOWN_ELEMENT, offering the unlocked elements',
      level: 2,
      allocation: entries(['Fire', 4], ['Mud', 4]),
      error: { code: 'UNKNOWN_ELEMENT', name: 'Mud', allowed: ['Fire', 'Water', 'Air'] },
    },
    {
      title: 'an element above the player level is ELEMENT_LOCKED, with its unlock level',
      level: 5,
      allocation: entries(['Fire', 2], ['Water', 2], ['Air', 2], ['earth', 2]),
      error: { code: 'ELEMENT_LOCKED', name: 'Earth', unlockLevel: 6 },
    },
    {
      title: 'one element named twice, in any case, is ELEMENT_TWICE',
      level: 1,
      allocation: entries(['Fire', 4], ['FIRE', 4]),
      error: { code: 'ELEMENT_TWICE', name: 'Fire' },
    },
    {
      title: 'an element given none is ALLOCATION_BELOW_MINIMUM',
      level: 1,
      allocation: entries(['Fire', 8], ['water', 0]),
      error: { code: 'ALLOCATION_BELOW_MINIMUM', name: 'Water' },
    },
    {
      title: 'a negative amount is ALLOCATION_BELOW_MINIMUM',
      level: 1,
      allocation: entries(['Fire', 9], ['Water', -1]),
      error: { code: 'ALLOCATION_BELOW_MINIMUM', name: 'Water' },
    },
    {
      title: 'unlocked elements left out are ELEMENT_MISSING, all of them named',
      level: 2,
      allocation: entries(['Fire', 8]),
      error: { code: 'ELEMENT_MISSING', names: ['Water', 'Air'] },
    },
    {
      title: 'an empty allocation is ELEMENT_MISSING',
      level: 1,
      allocation: [],
      error: { code: 'ELEMENT_MISSING', names: ['Fire', 'Water'] },
    },
    {
      title: 'a total above the limit is ALLOCATION_TOTAL',
      level: 1,
      allocation: entries(['Fire', 4], ['Water', 5]),
      error: { code: 'ALLOCATION_TOTAL', expected: 8, actual: 9 },
    },
    {
      title: 'a total below the limit is ALLOCATION_TOTAL',
      level: 1,
      allocation: entries(['Fire', 1], ['Water', 1]),
      error: { code: 'ALLOCATION_TOTAL', expected: 8, actual: 2 },
    },
    // Entries are read one by one, so the first bad entry is what the player hears...
    {
      title: 'an unknown name is reported before a later entry below the minimum',
      level: 1,
      allocation: entries(['Mud', 4], ['Fire', 0]),
      error: { code: 'UNKNOWN_ELEMENT', name: 'Mud', allowed: ['Fire', 'Water'] },
    },
    {
      title: 'a locked element is reported before its amount',
      level: 1,
      allocation: entries(['Fire', 4], ['Water', 4], ['Steel', 0]),
      error: { code: 'ELEMENT_LOCKED', name: 'Steel', unlockLevel: 16 },
    },
    {
      title: 'a repeated element is reported before its amount',
      level: 1,
      allocation: entries(['Fire', 8], ['Fire', 0]),
      error: { code: 'ELEMENT_TWICE', name: 'Fire' },
    },
    // ...and the whole-allocation checks come after every entry passed.
    {
      title: 'a missing element is reported even when the total is right',
      level: 2,
      allocation: entries(['Fire', 4], ['Water', 4]),
      error: { code: 'ELEMENT_MISSING', names: ['Air'] },
    },
  ])('$title', ({ level, allocation, error }) => {
    expect(checkAllocation(ELEMENTS, level, 8, allocation)).toEqual({ ok: false, error });
  });

  it.each([
    [1, ['Fire', 'Water']],
    [2, ['Fire', 'Water', 'Air']],
    [5, ['Fire', 'Water', 'Air']],
    [6, ['Fire', 'Water', 'Air', 'Earth']],
    [10, ['Fire', 'Water', 'Air', 'Earth', 'Wood']],
    [16, ['Fire', 'Water', 'Air', 'Earth', 'Wood', 'Steel']],
  ])('at level %i the unlocked elements are %j', (level, names) => {
    expect(ELEMENTS.filter((element) => isUnlocked(element, level)).map((e) => e.name)).toEqual(
      names,
    );
  });
});

describe('evenAllocation', () => {
  it('splits evenly with the remainder from the start of the list', () => {
    expect(evenAllocation([true, true, true, false], 8)).toEqual([3, 3, 2, 0]);
    expect(evenAllocation([true, true], 8)).toEqual([4, 4]);
    expect(evenAllocation([false, false], 8)).toEqual([0, 0]);
  });

  it('gives locked elements nothing even between unlocked ones', () => {
    expect(evenAllocation([true, false, true, true], 10)).toEqual([4, 0, 3, 3]);
  });

  // The screen opens on this split, so the player can press Start without touching it.
  it('passes checkAllocation for every level and limit a player can have', () => {
    for (let level = 1; level <= 50; level += 1) {
      for (let limit = 8; limit <= 30; limit += 1) {
        const unlocked = ELEMENTS.map((element) => isUnlocked(element, level));
        const split = evenAllocation(unlocked, limit);
        const allocation = ELEMENTS.flatMap((element, i) =>
          unlocked[i] ? [{ name: element.name, allocate: split[i]! }] : [],
        );
        expect(checkAllocation(ELEMENTS, level, limit, allocation).ok).toBe(true);
      }
    }
  });

  it('passes checkAllocation whenever the limit covers one of each unlocked element', () => {
    const case_ = fc
      .array(fc.boolean(), { minLength: 1, maxLength: 12 })
      .filter((flags) => flags.some(Boolean))
      .chain((flags) =>
        fc.record({
          flags: fc.constant(flags),
          limit: fc.integer({ min: flags.filter(Boolean).length, max: 200 }),
        }),
      );
    fc.assert(
      fc.property(case_, ({ flags, limit }) => {
        // Level 1 opens the elements unlocked at 1 and keeps those at 2 locked.
        const elements = flags.map((open, i) => ({ name: `E${i}`, unlockLevel: open ? 1 : 2 }));
        const split = evenAllocation(flags, limit);
        const allocation = elements.flatMap((element, i) =>
          flags[i] ? [{ name: element.name, allocate: split[i]! }] : [],
        );
        expect(checkAllocation(elements, 1, limit, allocation).ok).toBe(true);
        const shares = split.filter((_, i) => flags[i]);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the allocation screen buttons', () => {
  it.each([
    [[4, 4], 8, 0],
    [[3, 3, 2, 0], 8, 0],
    [[1, 1], 8, 6],
    [[5, 5], 8, -2],
    [[], 8, 8],
  ])('%j of %i leaves %i to hand out', (quantities, limit, remaining) => {
    expect(allocationRemaining(quantities, limit)).toBe(remaining);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('minus on an element holding %i is enabled: %s', (quantity, enabled) => {
    expect(canDecreaseAllocation(quantity)).toBe(enabled);
  });

  it.each([
    [-1, false],
    [0, false],
    [1, true],
  ])('plus with %i remaining is enabled: %s', (remaining, enabled) => {
    expect(canIncreaseAllocation(remaining)).toBe(enabled);
  });
});

describe('checkItemsLimitIncrease', () => {
  const rich = { credits: 0, diamonds: 1_000_000, magicDust: 0 };

  // floor(10 x 1.4^(limit - 8)) diamonds.
  it.each([
    [8, 10],
    [9, 14],
    [10, 19],
    [11, 27],
    [12, 38],
    [16, 147],
  ])('raising the limit from %i costs %i diamonds', (limit, amount) => {
    expect(checkItemsLimitIncrease(limit, rich)).toEqual({
      ok: true,
      value: { currency: 'diamonds', amount },
    });
  });

  it('is paid by a purse holding exactly the price', () => {
    const purse = { credits: 0, diamonds: 10, magicDust: 0 };
    expect(checkItemsLimitIncrease(8, purse).ok).toBe(true);
  });

  it('is NOT_ENOUGH_DIAMONDS one diamond short, for the items limit', () => {
    const purse = { credits: 1_000_000, diamonds: 13, magicDust: 0 };
    expect(checkItemsLimitIncrease(9, purse)).toEqual({
      ok: false,
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 14,
        available: 13,
        purpose: 'items-limit',
      },
    });
  });
});
