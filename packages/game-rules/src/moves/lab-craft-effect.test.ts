import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slotRarities } from '../cards';
import { generateCard } from '../cards/generate-card';
import { RARITIES } from '../rarity';
import {
  labCraftEffect,
  labCraftSpend,
  type LabCraftStack,
  type LabCraftState,
} from './lab-craft-effect';
import { checkLabCraft } from './lab-slots';

const stack = (itemId: string, quantity = 1, more: Partial<LabCraftStack> = {}) => ({
  itemId,
  name: itemId[0]!.toUpperCase() + itemId.slice(1),
  rarity: 'common' as const,
  family: 'Flame',
  quantity,
  ...more,
});

const state = (more: Partial<LabCraftState> = {}): LabCraftState => ({
  player: { level: 1, isArenaOpen: false },
  stock: [stack('steam', 2), stack('ash'), stack('sand', 3, { family: 'Earth' })],
  ...more,
});

describe('labCraftEffect (docs/RULES.md, "Lab and battle cards")', () => {
  it('spends one of each chosen item, forges the card of the seed, and opens the arena', () => {
    const effect = labCraftEffect(state(), { itemIds: ['sand', 'steam', 'ash'], seed: 42 });
    expect(effect).toEqual({
      ok: true,
      value: {
        spent: [stack('sand', 3, { family: 'Earth' }), stack('steam', 2), stack('ash')],
        stock: [
          { itemId: 'sand', quantity: 2 },
          { itemId: 'steam', quantity: 1 },
          { itemId: 'ash', quantity: 0 },
        ],
        opensArena: true,
        card: {
          // The same items in the same order, level and seed: the card generateCard makes.
          generated: generateCard({
            items: [
              { name: 'Sand', rarity: 'common', family: 'Earth' },
              { name: 'Steam', rarity: 'common', family: 'Flame' },
              { name: 'Ash', rarity: 'common', family: 'Flame' },
            ],
            playerLevel: 1,
            seed: 42,
          }),
          seed: 42,
          sourceItems: ['sand', 'steam', 'ash'],
        },
      },
    });
  });

  it('opens no arena that is open already', () => {
    const effect = labCraftEffect(state({ player: { level: 1, isArenaOpen: true } }), {
      itemIds: ['steam', 'ash', 'sand'],
      seed: 1,
    });
    expect(effect.ok && effect.value.opensArena).toBe(false);
  });

  it('forges at the player level, with that level tier', () => {
    const stock = [stack('steam'), stack('ash'), stack('cloud', 1, { rarity: 'rare' })];
    const effect = labCraftEffect(state({ player: { level: 5, isArenaOpen: true }, stock }), {
      itemIds: ['steam', 'ash', 'cloud'],
      seed: 7,
    });
    expect(effect.ok && effect.value.card.generated.level).toBe(5);
  });

  it.each([
    { itemIds: ['steam', 'steam', 'ash'], error: { code: 'ITEM_IN_USE' } },
    { itemIds: ['steam', 'ash'], error: { code: 'SLOT_COUNT', expected: slotRarities(1) } },
    { itemIds: ['steam', 'ash', 'mud'], error: { code: 'ITEM_NOT_IN_LAB' } },
    { itemIds: ['steam', 'ash', 'gone'], error: { code: 'ITEM_NOT_IN_LAB' } },
    {
      itemIds: ['steam', 'ash', 'cloud'],
      error: {
        code: 'RARITIES_MISMATCH',
        expected: slotRarities(1),
        given: ['common', 'common', 'rare'],
      },
    },
  ])('refuses $itemIds: $error.code', ({ itemIds, error }) => {
    const stock = [
      ...state().stock,
      stack('gone', 0),
      stack('cloud', 1, { rarity: 'rare' as const }),
    ];
    expect(labCraftEffect(state({ stock }), { itemIds, seed: 1 })).toEqual({ ok: false, error });
  });
});

describe('labCraftEffect, whatever the state', () => {
  const ids = ['steam', 'ash', 'sand', 'cloud', 'mud', 'gold'] as const;
  const stateArb = fc.record({
    player: fc.record({ level: fc.integer({ min: 1, max: 60 }), isArenaOpen: fc.boolean() }),
    stock: fc.uniqueArray(
      fc.record({
        itemId: fc.constantFrom(...ids),
        name: fc.constantFrom('Steam', 'Ash', 'Sand', 'Cloud'),
        rarity: fc.constantFrom(...RARITIES),
        family: fc.constantFrom('Flame', 'Earth', 'Metals', 'Nowhere'),
        quantity: fc.integer({ min: 0, max: 3 }),
      }),
      { selector: (entry) => entry.itemId, maxLength: ids.length },
    ),
  });
  const moveArb = fc.record({
    itemIds: fc.array(fc.constantFrom(...ids), { maxLength: 7 }),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  });

  it('refuses exactly what checkLabCraft refuses, and leaves its input alone', () => {
    fc.assert(
      fc.property(stateArb, moveArb, (drawn, move) => {
        const frozen = structuredClone(drawn);
        const expected = checkLabCraft(
          drawn.player.level,
          move.itemIds,
          drawn.stock.map((entry) => ({ ...entry, id: entry.itemId })),
        );
        const effect = labCraftEffect(drawn, move);
        expect(drawn).toEqual(frozen);
        if (!expected.ok) expect(effect).toEqual(expected);
        else expect(effect.ok).toBe(true);
      }),
    );
  });

  it('takes exactly one of each chosen item, makes one card, and the spend is the same', () => {
    fc.assert(
      fc.property(stateArb, moveArb, (drawn, move) => {
        const effect = labCraftEffect(drawn, move);
        if (!effect.ok) return;
        const { stock, spent, card, opensArena } = effect.value;
        const before = new Map<string, number>(
          drawn.stock.map((entry) => [entry.itemId, entry.quantity]),
        );
        expect(stock.map((change) => change.itemId)).toEqual(move.itemIds);
        for (const change of stock) {
          expect(change.quantity).toBe((before.get(change.itemId) ?? 0) - 1);
          expect(change.quantity).toBeGreaterThanOrEqual(0);
        }
        expect(card.sourceItems).toEqual(move.itemIds);
        expect(card.seed).toBe(move.seed);
        expect(card.generated.level).toBe(drawn.player.level);
        expect(spent.map((entry) => entry.rarity).sort()).toEqual(
          [...slotRarities(drawn.player.level)].sort(),
        );
        expect(opensArena).toBe(!drawn.player.isArenaOpen);
        // What the screen follows is the effect without its card.
        expect(labCraftSpend(drawn, move.itemIds)).toEqual({
          ok: true,
          value: { spent, stock, opensArena },
        });
      }),
    );
  });
});
