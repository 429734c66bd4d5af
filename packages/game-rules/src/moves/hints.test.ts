import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkHint,
  chooseHint,
  HINT_COOLDOWN_MS,
  HINT_PRICE_DIAMONDS,
  hintCandidates,
  nextFreeHintAtMs,
  secondsUntilFreeHint,
  type HintHeldItem,
  type HintRecipe,
  type HintRequest,
} from './hints';

const fire = { id: 'fire', quantity: 2, isBuildingBlock: true };
const water = { id: 'water', quantity: 2, isBuildingBlock: true };
const steam = { id: 'steam', quantity: 1, isBuildingBlock: false };
const mud = { id: 'mud', quantity: 1, isBuildingBlock: false };
const recipes: HintRecipe[] = [
  { itemA: 'fire', itemB: 'water', resultId: 'steam' },
  { itemA: 'steam', itemB: 'water', resultId: 'cloud' },
  { itemA: 'mud', itemB: 'steam', resultId: 'geyser' },
  { itemA: 'fire', itemB: 'fire', resultId: 'blaze' },
];
const balances = { credits: 0, diamonds: 20, magicDust: 0 };
const request: HintRequest = {
  paid: false,
  lastFreeHintAtMs: null,
  nowMs: 1_000_000,
  balances,
  held: [fire, water],
  recipes,
  discovered: new Set(),
  seed: 7,
};

describe('hint constants', () => {
  it('gives one free hint per ten minutes and sells more for 5 diamonds', () => {
    expect(HINT_COOLDOWN_MS).toBe(600_000);
    expect(HINT_PRICE_DIAMONDS).toBe(5);
  });
});

describe('cooldown arithmetic', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 600],
    [0, 1, 600],
    [0, 1_000, 599],
    [0, 599_001, 1],
    [0, 600_000, 0],
    [0, 900_000, 0],
    [100_000, 400_000, 300],
  ])('last free hint at %s, now %i: %i seconds to wait', (last, now, seconds) => {
    expect(secondsUntilFreeHint(last, now)).toBe(seconds);
  });

  it('is ready again ten minutes after the last free hint', () => {
    expect(nextFreeHintAtMs(null)).toBe(0);
    expect(nextFreeHintAtMs(5_000)).toBe(605_000);
  });
});

describe('hintCandidates', () => {
  it('keeps held pairs with a building block whose result is new', () => {
    expect(hintCandidates([fire, water, steam, mud], recipes, new Set(['steam']))).toEqual([
      { itemA: 'steam', itemB: 'water', resultId: 'cloud' },
    ]);
  });

  it('skips pairs of one item with itself, items not held, and known results', () => {
    expect(hintCandidates([fire], recipes, new Set())).toEqual([]);
    expect(hintCandidates([{ ...fire, quantity: 0 }, water], recipes, new Set())).toEqual([]);
    expect(hintCandidates([fire, water], recipes, new Set(['steam']))).toEqual([]);
  });

  it('orders the pair by id whichever way the recipe stores it', () => {
    expect(
      hintCandidates(
        [fire, water],
        [{ itemA: 'water', itemB: 'fire', resultId: 'steam' }],
        new Set(),
      ),
    ).toEqual([{ itemA: 'fire', itemB: 'water', resultId: 'steam' }]);
  });
});

describe('chooseHint', () => {
  it('is the same pair for the same seed, whatever the order of the recipes', () => {
    const held = [fire, water, steam];
    const one = chooseHint(held, recipes, new Set(), 42);
    const two = chooseHint(held, [...recipes].reverse(), new Set(), 42);
    expect(one).toEqual(two);
  });

  it('is NO_HINT_AVAILABLE when nothing new can be made', () => {
    expect(chooseHint([fire, water], recipes, new Set(['steam']), 1)).toEqual({
      ok: false,
      error: { code: 'NO_HINT_AVAILABLE' },
    });
  });
});

describe('checkHint', () => {
  const pair = { itemA: 'fire', itemB: 'water', resultId: 'steam' };

  it('gives the free hint when it is ready', () => {
    expect(checkHint(request)).toEqual({ ok: true, value: { pair, kind: 'free', cost: null } });
  });

  it('gives the free one even when the player offered to pay', () => {
    expect(checkHint({ ...request, paid: true })).toMatchObject({ value: { kind: 'free' } });
  });

  it('is HINT_ON_COOLDOWN with the seconds left while the free hint cools down', () => {
    expect(checkHint({ ...request, lastFreeHintAtMs: request.nowMs - 60_000 })).toEqual({
      ok: false,
      error: { code: 'HINT_ON_COOLDOWN', seconds: 540 },
    });
  });

  it('sells a hint during the cooldown for its price in diamonds', () => {
    expect(checkHint({ ...request, paid: true, lastFreeHintAtMs: request.nowMs })).toEqual({
      ok: true,
      value: { pair, kind: 'paid', cost: { currency: 'diamonds', amount: 5 } },
    });
  });

  it('sells it for 50 dust instead when the player pays with dust', () => {
    expect(
      checkHint({
        ...request,
        paid: true,
        payWith: 'magicDust',
        lastFreeHintAtMs: request.nowMs,
        balances: { ...balances, magicDust: 50 },
      }),
    ).toEqual({
      ok: true,
      value: { pair, kind: 'paid', cost: { currency: 'magicDust', amount: 50 } },
    });
  });

  it('is NOT_ENOUGH_MAGIC_DUST when the dust falls short, whatever the diamonds', () => {
    expect(
      checkHint({
        ...request,
        paid: true,
        payWith: 'magicDust',
        lastFreeHintAtMs: request.nowMs,
        balances: { ...balances, magicDust: 49 },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_ENOUGH_MAGIC_DUST', needed: 50, available: 49, purpose: 'hint' },
    });
  });

  it('is NOT_ENOUGH_DIAMONDS with the price and the purse', () => {
    expect(
      checkHint({
        ...request,
        paid: true,
        lastFreeHintAtMs: request.nowMs,
        balances: { ...balances, diamonds: 4 },
      }),
    ).toEqual({
      ok: false,
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 5,
        available: 4,
        purpose: 'hint',
      },
    });
  });

  it('says there is no hint before anything about time or money', () => {
    expect(
      checkHint({ ...request, paid: true, lastFreeHintAtMs: request.nowMs, recipes: [] }),
    ).toEqual({ ok: false, error: { code: 'NO_HINT_AVAILABLE' } });
  });
});

const ids = ['fire', 'water', 'air', 'steam', 'mud', 'ash', 'cloud', 'sand'] as const;
const heldArb = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom(...ids),
    quantity: fc.integer({ min: 0, max: 3 }),
    isBuildingBlock: fc.boolean(),
  }),
  { selector: (item) => item.id, maxLength: ids.length },
);
const recipeArb = fc.array(
  fc.record({
    itemA: fc.constantFrom(...ids),
    itemB: fc.constantFrom(...ids),
    resultId: fc.constantFrom(...ids, 'geyser', 'brick', 'energy'),
  }),
  { maxLength: 20 },
);

describe('a hint, for any run', () => {
  it('is a craftable pair of two different held items whose result is not discovered', () => {
    fc.assert(
      fc.property(
        heldArb,
        recipeArb,
        fc.uniqueArray(fc.constantFrom(...ids, 'geyser', 'brick', 'energy')),
        fc.integer(),
        (held: HintHeldItem[], list: HintRecipe[], known: string[], seed: number) => {
          const discovered = new Set(known);
          const hint = chooseHint(held, list, discovered, seed);
          const candidates = hintCandidates(held, list, discovered);
          if (!hint.ok) {
            expect(candidates).toEqual([]);
            return;
          }
          const one = held.find((item) => item.id === hint.value.itemA);
          const two = held.find((item) => item.id === hint.value.itemB);
          expect(one && one.quantity > 0).toBe(true);
          expect(two && two.quantity > 0).toBe(true);
          expect(hint.value.itemA).not.toBe(hint.value.itemB);
          expect(one?.isBuildingBlock || two?.isBuildingBlock).toBe(true);
          expect(discovered.has(hint.value.resultId)).toBe(false);
          const [a, b] = [hint.value.itemA, hint.value.itemB];
          expect(
            list.some(
              (recipe) =>
                recipe.resultId === hint.value.resultId &&
                ((recipe.itemA === a && recipe.itemB === b) ||
                  (recipe.itemA === b && recipe.itemB === a)),
            ),
          ).toBe(true);
          // Deterministic: the same seed names the same pair.
          expect(chooseHint(held, list, discovered, seed)).toEqual(hint);
        },
      ),
    );
  });
});
