import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAllocation } from './allocation';
import { startGameEffect, type StartGameState, type StartStack } from './start-game-effect';

const elements = [
  { id: 'fire', name: 'Fire', unlockLevel: 1 },
  { id: 'water', name: 'Water', unlockLevel: 1 },
  { id: 'earth', name: 'Earth', unlockLevel: 3 },
];

const stack = (itemId: string, quantity: number, isBuildingBlock = false): StartStack => ({
  itemId,
  quantity,
  isBuildingBlock,
});

const state = (more: Partial<StartGameState> = {}): StartGameState => ({
  elements,
  player: { level: 1, initialItemsLimit: 8, isLabOpen: false },
  run: null,
  stock: [],
  ...more,
});

const even = {
  allocation: [
    { name: 'Fire', allocate: 4 },
    { name: 'water', allocate: 4 },
  ],
};

describe('startGameEffect (docs/RULES.md, "Starting a run")', () => {
  it('a first start: the run holds exactly the allocation, nothing harvested', () => {
    expect(startGameEffect(state(), even)).toEqual({
      ok: true,
      value: {
        harvest: [],
        opensLab: false,
        stock: [
          { itemId: 'fire', quantity: 4 },
          { itemId: 'water', quantity: 4 },
        ],
      },
    });
  });

  it('an unfinished run: its crafted stacks go to the lab, which opens', () => {
    const result = startGameEffect(
      state({
        run: { isOver: false },
        stock: [stack('fire', 2, true), stack('steam', 2), stack('mud', 0), stack('cloud', 1)],
      }),
      even,
    );
    expect(result.ok && result.value).toMatchObject({
      harvest: [
        { itemId: 'steam', quantity: 2 },
        { itemId: 'cloud', quantity: 1 },
      ],
      opensLab: true,
    });
  });

  it('a lab already open is not opened again', () => {
    const result = startGameEffect(
      state({
        run: { isOver: false },
        stock: [stack('steam', 1)],
        player: { level: 1, initialItemsLimit: 8, isLabOpen: true },
      }),
      even,
    );
    expect(result.ok && result.value.opensLab).toBe(false);
  });

  it('a finished run was harvested when it ended: nothing more goes to the lab', () => {
    const result = startGameEffect(
      state({ run: { isOver: true }, stock: [stack('steam', 3)] }),
      even,
    );
    expect(result.ok && result.value).toMatchObject({ harvest: [], opensLab: false });
  });

  it.each([
    {
      title: 'an unknown element',
      allocation: [{ name: 'Smoke', allocate: 8 }],
      error: { code: 'UNKNOWN_ELEMENT', name: 'Smoke', allowed: ['Fire', 'Water'] },
    },
    {
      title: 'a locked element',
      allocation: [{ name: 'Earth', allocate: 8 }],
      error: { code: 'ELEMENT_LOCKED', name: 'Earth', unlockLevel: 3 },
    },
    {
      title: 'a wrong total',
      allocation: [
        { name: 'Fire', allocate: 4 },
        { name: 'Water', allocate: 3 },
      ],
      error: { code: 'ALLOCATION_TOTAL', expected: 8, actual: 7 },
    },
  ])('refuses $title, harvesting nothing', ({ allocation, error }) => {
    expect(
      startGameEffect(state({ run: { isOver: false }, stock: [stack('steam', 1)] }), {
        allocation,
      }),
    ).toEqual({ ok: false, error });
  });
});

describe('startGameEffect, whatever the state', () => {
  const ids = ['fire', 'water', 'earth', 'steam', 'mud'] as const;
  const stateArb = fc.record({
    elements: fc.constant(elements),
    player: fc.record({
      level: fc.integer({ min: 1, max: 5 }),
      initialItemsLimit: fc.integer({ min: 2, max: 12 }),
      isLabOpen: fc.boolean(),
    }),
    run: fc.option(fc.record({ isOver: fc.boolean() }), { nil: null }),
    stock: fc.uniqueArray(
      fc.record({
        itemId: fc.constantFrom(...ids),
        quantity: fc.integer({ min: 0, max: 5 }),
        isBuildingBlock: fc.boolean(),
      }),
      { selector: (entry) => entry.itemId },
    ),
  });
  const moveArb = fc.record({
    allocation: fc.array(
      fc.record({
        name: fc.constantFrom('Fire', 'Water', 'Earth', 'fire', 'Smoke'),
        allocate: fc.integer({ min: 0, max: 8 }),
      }),
      { maxLength: 4 },
    ),
  });
  const total = (stacks: ReadonlyArray<{ quantity: number }>) =>
    stacks.reduce((sum, entry) => sum + entry.quantity, 0);

  it('refuses exactly what the allocation rule refuses; else makes and loses nothing', () => {
    fc.assert(
      fc.property(stateArb, moveArb, (drawn, move) => {
        const frozen = structuredClone(drawn);
        const effect = startGameEffect(drawn, move);
        expect(drawn).toEqual(frozen);
        const rule = checkAllocation(
          drawn.elements,
          drawn.player.level,
          drawn.player.initialItemsLimit,
          move.allocation,
        );
        if (!rule.ok) {
          expect(effect).toEqual(rule);
          return;
        }
        if (!effect.ok) throw new Error('accepted by the rule, refused by the effect');
        // The new run holds exactly the limit; the harvest is every crafted item the
        // unfinished run held, no more, and only the building blocks are left behind.
        expect(total(effect.value.stock)).toBe(drawn.player.initialItemsLimit);
        const isOpen = drawn.run !== null && !drawn.run.isOver;
        const crafted = drawn.stock.filter((entry) => !entry.isBuildingBlock);
        expect(total(effect.value.harvest)).toBe(isOpen ? total(crafted) : 0);
        expect(effect.value.harvest.every((entry) => entry.quantity > 0)).toBe(true);
        expect(effect.value.opensLab).toBe(
          effect.value.harvest.length > 0 && !drawn.player.isLabOpen,
        );
      }),
    );
  });
});
