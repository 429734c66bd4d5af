import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discoveryReward, FAILED_CRAFT_DUST_REFUND } from '../crafting';
import { RARITIES } from '../rarity';
import { checkCraftPair, checkRunOpen } from './craft-pair';
import { craftEffect, type CraftStack, type CraftState } from './craft-effect';

const stack = (itemId: string, quantity: number, isBuildingBlock = false): CraftStack => ({
  itemId,
  name: itemId[0]!.toUpperCase() + itemId.slice(1),
  quantity,
  isBuildingBlock,
});

const state = (more: Partial<CraftState> = {}): CraftState => ({
  run: { isOver: false },
  stock: [stack('fire', 4, true), stack('water', 4, true)],
  result: null,
  player: { level: 1, isLabOpen: false },
  ...more,
});

const steam = {
  itemId: 'steam',
  rarity: 'common',
  isBuildingBlock: false,
  isDiscovered: false,
  hasFirstDiscoverer: false,
} as const;

describe('craftEffect (docs/RULES.md, "Crafting")', () => {
  it('a first discovery: one of each spent, the result joins, the reward is paid', () => {
    expect(craftEffect(state({ result: steam }), { one: 'fire', two: 'water' })).toEqual({
      ok: true,
      value: {
        spent: [stack('fire', 4, true), stack('water', 4, true)],
        stock: [
          { itemId: 'fire', quantity: 3, isNew: false },
          { itemId: 'water', quantity: 3, isNew: false },
          { itemId: 'steam', quantity: 1, isNew: true },
        ],
        made: { itemId: 'steam', quantity: 1 },
        discovery: { itemId: 'steam', fromNames: ['Fire', 'Water'] },
        claimWorldFirst: 'steam',
        balances: [{ currency: 'credits', delta: 15, reason: 'discovery:steam' }],
        runOver: false,
        harvest: [],
        opensLab: false,
        held: ['fire', 'water', 'steam'],
      },
    });
  });

  it('a result made before: no discovery, no reward, the stack grows', () => {
    const result = craftEffect(
      state({
        stock: [stack('fire', 4, true), stack('water', 4, true), stack('steam', 2)],
        result: { ...steam, isDiscovered: true, hasFirstDiscoverer: true },
      }),
      { one: 'water', two: 'fire' },
    );
    expect(result.ok && result.value).toMatchObject({
      stock: [
        { itemId: 'fire', quantity: 3, isNew: false },
        { itemId: 'water', quantity: 3, isNew: false },
        { itemId: 'steam', quantity: 3, isNew: false },
      ],
      made: { itemId: 'steam', quantity: 3 },
      discovery: null,
      claimWorldFirst: null,
      balances: [],
    });
  });

  it('a used-up stack of the result is written again, not added', () => {
    const result = craftEffect(
      state({
        stock: [stack('fire', 4, true), stack('water', 4, true), stack('steam', 0)],
        result: { ...steam, isDiscovered: true },
      }),
      { one: 'fire', two: 'water' },
    );
    expect(result.ok && result.value.stock[2]).toEqual({
      itemId: 'steam',
      quantity: 1,
      isNew: false,
    });
  });

  it('a first discovery someone else made first in the world claims nothing', () => {
    const result = craftEffect(state({ result: { ...steam, hasFirstDiscoverer: true } }), {
      one: 'fire',
      two: 'water',
    });
    expect(result.ok && result.value.claimWorldFirst).toBeNull();
    expect(result.ok && result.value.discovery).not.toBeNull();
  });

  it('the reward follows the rarity and the level', () => {
    const result = craftEffect(
      state({ result: { ...steam, rarity: 'epic' }, player: { level: 7, isLabOpen: true } }),
      { one: 'fire', two: 'water' },
    );
    expect(result.ok && result.value.balances).toEqual([
      { currency: 'credits', delta: discoveryReward('epic', 7), reason: 'discovery:steam' },
    ]);
  });

  it('a failed craft spends both and refunds its dust', () => {
    const result = craftEffect(state(), { one: 'fire', two: 'water' });
    expect(result.ok && result.value).toMatchObject({
      stock: [
        { itemId: 'fire', quantity: 3, isNew: false },
        { itemId: 'water', quantity: 3, isNew: false },
      ],
      made: null,
      discovery: null,
      claimWorldFirst: null,
      balances: [
        { currency: 'magicDust', delta: FAILED_CRAFT_DUST_REFUND, reason: 'failed-craft' },
      ],
      runOver: false,
    });
  });

  it('a result that is one of the spent items: the changes are summed', () => {
    const result = craftEffect(
      state({ result: { ...steam, itemId: 'fire', isBuildingBlock: true, isDiscovered: true } }),
      { one: 'fire', two: 'water' },
    );
    expect(result.ok && result.value.stock).toEqual([
      { itemId: 'water', quantity: 3, isNew: false },
    ]);
    expect(result.ok && result.value.made).toEqual({ itemId: 'fire', quantity: 4 });
  });

  it('the last building block spent: the run ends, every stack to zero, crafted ones harvested', () => {
    const result = craftEffect(
      state({
        stock: [
          stack('fire', 1, true),
          stack('water', 0, true),
          stack('steam', 2),
          stack('mud', 1),
        ],
        result: { ...steam, itemId: 'cloud', isDiscovered: true },
      }),
      { one: 'fire', two: 'steam' },
    );
    expect(result.ok && result.value).toMatchObject({
      stock: [
        { itemId: 'fire', quantity: 0, isNew: false },
        { itemId: 'steam', quantity: 0, isNew: false },
        { itemId: 'mud', quantity: 0, isNew: false },
        { itemId: 'cloud', quantity: 0, isNew: true },
      ],
      made: { itemId: 'cloud', quantity: 0 },
      runOver: true,
      harvest: [
        { itemId: 'steam', quantity: 1 },
        { itemId: 'mud', quantity: 1 },
        { itemId: 'cloud', quantity: 1 },
      ],
      opensLab: true,
      held: [],
    });
  });

  it('a run that ends with no crafted item harvests nothing and opens no lab', () => {
    const result = craftEffect(
      state({ stock: [stack('fire', 1, true), stack('water', 1, true)] }),
      {
        one: 'fire',
        two: 'water',
      },
    );
    expect(result.ok && result.value).toMatchObject({
      runOver: true,
      harvest: [],
      opensLab: false,
    });
  });

  it.each([
    { title: 'no run is NO_CRAFTING_GAME', more: { run: null }, code: 'NO_CRAFTING_GAME' },
    { title: 'a finished run is RUN_OVER', more: { run: { isOver: true } }, code: 'RUN_OVER' },
  ])('$title, before the pair is looked at', ({ more, code }) => {
    expect(craftEffect(state(more), { one: 'fire', two: 'nothing' })).toEqual({
      ok: false,
      error: { code },
    });
  });

  it.each([
    { one: 'fire', two: 'smoke', error: { code: 'ITEM_NOT_IN_RUN' } },
    { one: 'fire', two: 'fire', error: { code: 'SAME_ITEM' } },
    { one: 'steam', two: 'mud', error: { code: 'NO_BUILDING_BLOCK' } },
    { one: 'fire', two: 'ash', error: { code: 'ITEM_NOT_HELD', itemName: 'Ash' } },
  ])('refuses $one with $two: $error.code', ({ one, two, error }) => {
    const stock = [stack('fire', 2, true), stack('steam', 1), stack('mud', 1), stack('ash', 0)];
    expect(craftEffect(state({ stock }), { one, two })).toEqual({ ok: false, error });
  });
});

describe('craftEffect, whatever the state', () => {
  const ids = ['fire', 'water', 'air', 'steam', 'mud', 'cloud'] as const;
  const stateArb = fc.record({
    run: fc.option(fc.record({ isOver: fc.boolean() }), { nil: null, freq: 8 }),
    stock: fc.uniqueArray(
      fc.record({
        itemId: fc.constantFrom(...ids),
        quantity: fc.integer({ min: 0, max: 4 }),
        isBuildingBlock: fc.boolean(),
      }),
      { selector: (entry) => entry.itemId, maxLength: ids.length },
    ),
    result: fc.option(
      fc.record({
        itemId: fc.constantFrom(...ids),
        rarity: fc.constantFrom(...RARITIES),
        isBuildingBlock: fc.boolean(),
        isDiscovered: fc.boolean(),
        hasFirstDiscoverer: fc.boolean(),
      }),
      { nil: null },
    ),
    player: fc.record({ level: fc.integer({ min: 1, max: 60 }), isLabOpen: fc.boolean() }),
  });
  const moveArb = fc.record({ one: fc.constantFrom(...ids), two: fc.constantFrom(...ids) });
  // A result held by the run is the same item as the run's stack, building block or not.
  const consistent = (raw: typeof stateArb) =>
    raw.map((drawn): CraftState => {
      const stock = drawn.stock.map((entry) => ({ ...entry, name: entry.itemId.toUpperCase() }));
      const held = drawn.result && stock.find((entry) => entry.itemId === drawn.result?.itemId);
      return {
        ...drawn,
        stock,
        result: drawn.result && {
          ...drawn.result,
          isBuildingBlock: held?.isBuildingBlock ?? false,
        },
      };
    });
  const total = (quantities: Iterable<number>) => [...quantities].reduce((a, b) => a + b, 0);

  it('refuses exactly what the run and pair rules refuse, with their code', () => {
    fc.assert(
      fc.property(consistent(stateArb), moveArb, (drawn, move) => {
        const view = (id: string) => {
          const found = drawn.stock.find((entry) => entry.itemId === id);
          return found && { ...found, id, isSecret: false };
        };
        const run = checkRunOpen(drawn.run);
        const pair = checkCraftPair(view(move.one), view(move.two));
        const expected = !run.ok ? run : !pair.ok ? pair : null;
        const effect = craftEffect(drawn, move);
        if (expected) expect(effect).toEqual(expected);
        else expect(effect.ok).toBe(true);
      }),
    );
  });

  it('creates and destroys nothing beyond the rules, and leaves its input alone', () => {
    fc.assert(
      fc.property(consistent(stateArb), moveArb, (drawn, move) => {
        const frozen = structuredClone(drawn);
        const result = craftEffect(drawn, move);
        expect(drawn).toEqual(frozen);
        if (!result.ok) return;
        const effect = result.value;
        const before = new Map(drawn.stock.map((entry) => [entry.itemId, entry.quantity]));
        const after = new Map(before);
        for (const change of effect.stock) {
          expect(change.isNew).toBe(!before.has(change.itemId));
          expect(change.quantity).toBeGreaterThanOrEqual(0);
          after.set(change.itemId, change.quantity);
        }
        // Items: two spent, one made (or none: a failed craft); at the run's end the
        // crafted ones go to the lab and the building blocks are left behind.
        const made = effect.made ? 1 : 0;
        const harvested = total(effect.harvest.map((entry) => entry.quantity));
        if (effect.runOver) {
          expect(total(after.values())).toBe(0);
          const blocksLeft =
            total(
              drawn.stock
                .filter((entry) => entry.isBuildingBlock)
                .map(
                  (entry) =>
                    entry.quantity -
                    [move.one, move.two].filter((id) => id === entry.itemId).length,
                ),
            ) + (effect.made && drawn.result?.isBuildingBlock ? 1 : 0);
          expect(harvested + blocksLeft).toBe(total(before.values()) - 2 + made);
        } else {
          expect(harvested).toBe(0);
          expect(total(after.values())).toBe(total(before.values()) - 2 + made);
        }
        // Money: a failed craft refunds exactly its dust; a success pays a first
        // discovery's reward in credits and nothing else; nothing is ever charged.
        if (!effect.made) {
          expect(effect.balances).toEqual([
            { currency: 'magicDust', delta: FAILED_CRAFT_DUST_REFUND, reason: 'failed-craft' },
          ]);
          expect(effect.discovery).toBeNull();
        } else if (effect.discovery) {
          expect(effect.balances).toEqual([
            {
              currency: 'credits',
              delta: discoveryReward(drawn.result?.rarity ?? 'common', drawn.player.level),
              reason: `discovery:${effect.made.itemId}`,
            },
          ]);
        } else {
          expect(effect.balances).toEqual([]);
        }
        expect(effect.balances.every((entry) => entry.delta > 0)).toBe(true);
        // Held after: exactly the stacks left above zero.
        expect(new Set(effect.held)).toEqual(
          new Set([...after].filter(([, quantity]) => quantity > 0).map(([id]) => id)),
        );
        expect(effect.opensLab).toBe(harvested > 0 && !drawn.player.isLabOpen);
      }),
    );
  });
});
