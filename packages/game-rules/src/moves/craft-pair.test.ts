import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCraftPair,
  checkRunOpen,
  checkRunStarted,
  checkUsable,
  pairsWithBuildingBlock,
  type RunItemView,
} from './craft-pair';

const item = (id: string, name: string, more: Partial<RunItemView> = {}): RunItemView => ({
  id,
  name,
  quantity: 1,
  isBuildingBlock: false,
  isSecret: false,
  ...more,
});

const fire = item('fire', 'Fire', { isBuildingBlock: true, quantity: 2 });
const water = item('water', 'Water', { isBuildingBlock: true });
const spentAir = item('air', 'Air', { isBuildingBlock: true, quantity: 0 });
const steam = item('steam', 'Steam');
const mud = item('mud', 'Mud');
const secret = item('lava', '?', { isSecret: true, quantity: 0 });
const heldSecret = item('ash', '?', { isSecret: true, isBuildingBlock: true, quantity: 1 });
// The same name under another id: the pair rule counts a name as one item.
const fireCopy = item('fire-2', 'Fire', { isBuildingBlock: true });

describe('checkUsable (docs/RULES.md, "Crafting")', () => {
  it.each([
    { title: 'a held item is usable', input: steam },
    { title: 'a held building block is usable', input: fire },
  ])('$title, and comes back unchanged', ({ input }) => {
    const result = checkUsable(input);
    expect(result).toEqual({ ok: true, value: input });
    expect(result.ok && result.value).toBe(input);
  });

  it.each([
    {
      title: 'an item not in the run is ITEM_NOT_IN_RUN',
      input: undefined,
      error: { code: 'ITEM_NOT_IN_RUN' },
    },
    {
      title: 'an undiscovered item is ITEM_IS_SECRET',
      input: secret,
      error: { code: 'ITEM_IS_SECRET' },
    },
    // Secrecy is checked before holding, so ITEM_NOT_HELD never names an undiscovered item.
    {
      title: 'a secret is ITEM_IS_SECRET even when held',
      input: heldSecret,
      error: { code: 'ITEM_IS_SECRET' },
    },
    {
      title: 'an item used up is ITEM_NOT_HELD, with its name',
      input: spentAir,
      error: { code: 'ITEM_NOT_HELD', itemName: 'Air' },
    },
    {
      title: 'a negative quantity is ITEM_NOT_HELD',
      input: item('x', 'Smoke', { quantity: -1 }),
      error: { code: 'ITEM_NOT_HELD', itemName: 'Smoke' },
    },
  ])('$title', ({ input, error }) => {
    expect(checkUsable(input)).toEqual({ ok: false, error });
  });
});

describe('checkCraftPair (docs/RULES.md, "Crafting")', () => {
  it.each([
    { title: 'a building block with a crafted item may be crafted', one: fire, two: steam },
    { title: 'a crafted item with a building block may be crafted', one: steam, two: fire },
    { title: 'two different building blocks may be crafted', one: fire, two: water },
  ])('$title, the pair coming back in its order', ({ one, two }) => {
    expect(checkCraftPair(one, two)).toEqual({ ok: true, value: [one, two] });
  });

  it.each([
    {
      title: 'a first item not in the run is ITEM_NOT_IN_RUN',
      one: undefined,
      two: fire,
      error: { code: 'ITEM_NOT_IN_RUN' },
    },
    {
      title: 'a second item not in the run is ITEM_NOT_IN_RUN',
      one: fire,
      two: undefined,
      error: { code: 'ITEM_NOT_IN_RUN' },
    },
    {
      title: 'a secret item is ITEM_IS_SECRET',
      one: fire,
      two: secret,
      error: { code: 'ITEM_IS_SECRET' },
    },
    {
      title: 'an item used up is ITEM_NOT_HELD',
      one: fire,
      two: spentAir,
      error: { code: 'ITEM_NOT_HELD', itemName: 'Air' },
    },
    // Holding two of an item still does not make it two different items.
    {
      title: 'an item with itself is SAME_ITEM',
      one: fire,
      two: fire,
      error: { code: 'SAME_ITEM' },
    },
    {
      title: 'two rows of one name are SAME_ITEM',
      one: fire,
      two: fireCopy,
      error: { code: 'SAME_ITEM' },
    },
    {
      title: 'two crafted items are NO_BUILDING_BLOCK',
      one: steam,
      two: mud,
      error: { code: 'NO_BUILDING_BLOCK' },
    },
    // The order of the checks, so the first thing wrong is what the player hears.
    {
      title: 'the first item is judged before the second',
      one: secret,
      two: undefined,
      error: { code: 'ITEM_IS_SECRET' },
    },
    {
      title: 'a missing first item wins over a secret second',
      one: undefined,
      two: secret,
      error: { code: 'ITEM_NOT_IN_RUN' },
    },
    {
      title: 'a secret is reported before a missing building block',
      one: steam,
      two: heldSecret,
      error: { code: 'ITEM_IS_SECRET' },
    },
    {
      title: 'an item used up with itself is ITEM_NOT_HELD, not SAME_ITEM',
      one: spentAir,
      two: spentAir,
      error: { code: 'ITEM_NOT_HELD', itemName: 'Air' },
    },
    {
      title: 'a crafted item with itself is SAME_ITEM, not NO_BUILDING_BLOCK',
      one: steam,
      two: steam,
      error: { code: 'SAME_ITEM' },
    },
  ])('$title', ({ one, two, error }) => {
    expect(checkCraftPair(one, two)).toEqual({ ok: false, error });
  });

  // A drop of A on B and of B on A are the same craft: both are accepted or neither.
  it('accepts a pair the one way round exactly when it accepts it the other', () => {
    const itemArb = fc.option(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c'),
        name: fc.constantFrom('A', 'B', 'C'),
        quantity: fc.integer({ min: -1, max: 3 }),
        isBuildingBlock: fc.boolean(),
        isSecret: fc.boolean(),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(itemArb, itemArb, (one, two) => {
        const forth = checkCraftPair(one, two);
        const back = checkCraftPair(two, one);
        expect(forth.ok).toBe(back.ok);
        if (forth.ok) {
          const [a, b] = forth.value;
          expect(a.quantity > 0 && b.quantity > 0 && !a.isSecret && !b.isSecret).toBe(true);
          expect(a.id !== b.id && a.name !== b.name).toBe(true);
          expect(a.isBuildingBlock || b.isBuildingBlock).toBe(true);
        }
      }),
    );
  });
});

describe('pairsWithBuildingBlock', () => {
  it.each([
    [true, true, true],
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])('blocks %s and %s pair: %s', (one, two, pairs) => {
    expect(pairsWithBuildingBlock({ isBuildingBlock: one }, { isBuildingBlock: two })).toBe(pairs);
  });
});

describe('checkRunStarted', () => {
  it('accepts a run, over or not, and returns it', () => {
    const run = { id: 'run-1', isOver: true };
    const result = checkRunStarted(run);
    expect(result).toEqual({ ok: true, value: run });
    expect(result.ok && result.value).toBe(run);
  });

  it.each([
    { title: 'no run at all is NO_CRAFTING_GAME', run: null },
    { title: 'an unloaded run is NO_CRAFTING_GAME', run: undefined },
  ])('$title', ({ run }) => {
    expect(checkRunStarted(run)).toEqual({ ok: false, error: { code: 'NO_CRAFTING_GAME' } });
  });
});

describe('checkRunOpen', () => {
  it('accepts a run that is not over, and returns it', () => {
    const run = { id: 'run-1', isOver: false };
    expect(checkRunOpen(run)).toEqual({ ok: true, value: run });
  });

  it.each([
    { title: 'no run at all is NO_CRAFTING_GAME', run: null, error: { code: 'NO_CRAFTING_GAME' } },
    {
      title: 'an unloaded run is NO_CRAFTING_GAME',
      run: undefined,
      error: { code: 'NO_CRAFTING_GAME' },
    },
    { title: 'a finished run is RUN_OVER', run: { isOver: true }, error: { code: 'RUN_OVER' } },
  ])('$title', ({ run, error }) => {
    expect(checkRunOpen(run)).toEqual({ ok: false, error });
  });
});
