import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_QUALITIES } from '../cards';
import {
  checkCardPurge,
  checkCardStep,
  checkNotListed,
  planCardStep,
  type CardView,
} from './card-step';

const card = (more: Partial<CardView> = {}): CardView => ({
  quality: 'poor',
  isAscended: false,
  isListed: false,
  level: 1,
  ...more,
});

const purse = (diamonds: number) => ({ credits: 1_000_000, diamonds, magicDust: 1_000_000 });

describe('checkNotListed (docs/RULES.md, "Lab and battle cards")', () => {
  it('passes an unlisted card through unchanged', () => {
    const unlisted = card();
    const result = checkNotListed(unlisted);
    expect(result).toEqual({ ok: true, value: unlisted });
    expect(result.ok && result.value).toBe(unlisted);
  });

  it('refuses a listed card with CARD_LISTED', () => {
    expect(checkNotListed(card({ isListed: true }))).toEqual({
      ok: false,
      error: { code: 'CARD_LISTED' },
    });
  });
});

describe('planCardStep (docs/RULES.md, "Lab and battle cards")', () => {
  // Diamonds: poor->normal 4 x level, normal->superior 7 x level, ascend floor(70 x level x 2 / 3).
  it.each([
    {
      title: 'a poor level-1 card improves to normal for 4 diamonds',
      input: card({ quality: 'poor', level: 1 }),
      plan: {
        step: 'improve-to-normal',
        kind: 'improve',
        cost: 4,
        after: { quality: 'normal', isAscended: false },
      },
    },
    {
      title: 'a poor level-10 card improves to normal for 40 diamonds',
      input: card({ quality: 'poor', level: 10 }),
      plan: {
        step: 'improve-to-normal',
        kind: 'improve',
        cost: 40,
        after: { quality: 'normal', isAscended: false },
      },
    },
    {
      title: 'a normal level-3 card improves to superior for 21 diamonds',
      input: card({ quality: 'normal', level: 3 }),
      plan: {
        step: 'improve-to-superior',
        kind: 'improve',
        cost: 21,
        after: { quality: 'superior', isAscended: false },
      },
    },
    {
      title: 'a normal level-10 card improves to superior for 70 diamonds',
      input: card({ quality: 'normal', level: 10 }),
      plan: {
        step: 'improve-to-superior',
        kind: 'improve',
        cost: 70,
        after: { quality: 'superior', isAscended: false },
      },
    },
    {
      title: 'a superior level-1 card ascends for 46 diamonds',
      input: card({ quality: 'superior', level: 1 }),
      plan: {
        step: 'ascend',
        kind: 'ascend',
        cost: 46,
        after: { quality: 'superior', isAscended: true },
      },
    },
    {
      title: 'a superior level-2 card ascends for 93 diamonds',
      input: card({ quality: 'superior', level: 2 }),
      plan: {
        step: 'ascend',
        kind: 'ascend',
        cost: 93,
        after: { quality: 'superior', isAscended: true },
      },
    },
    {
      title: 'a superior level-3 card ascends for 140 diamonds',
      input: card({ quality: 'superior', level: 3 }),
      plan: {
        step: 'ascend',
        kind: 'ascend',
        cost: 140,
        after: { quality: 'superior', isAscended: true },
      },
    },
    {
      title: 'a superior level-10 card ascends for 466 diamonds',
      input: card({ quality: 'superior', level: 10 }),
      plan: {
        step: 'ascend',
        kind: 'ascend',
        cost: 466,
        after: { quality: 'superior', isAscended: true },
      },
    },
  ])('$title', ({ input, plan }) => {
    expect(planCardStep(input)).toEqual({ ok: true, value: plan });
  });

  it.each([
    {
      title: 'an ascended card is CARD_FULLY_ASCENDED',
      input: card({ quality: 'superior', isAscended: true }),
      error: { code: 'CARD_FULLY_ASCENDED' },
    },
    {
      title: 'a listed card is CARD_LISTED',
      input: card({ isListed: true }),
      error: { code: 'CARD_LISTED' },
    },
    // The listing is what the player must undo first, so it is reported first.
    {
      title: 'a listed ascended card is CARD_LISTED',
      input: card({ quality: 'superior', isAscended: true, isListed: true }),
      error: { code: 'CARD_LISTED' },
    },
  ])('$title', ({ input, error }) => {
    expect(planCardStep(input)).toEqual({ ok: false, error });
  });

  it('prices every step by the formula at every level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARD_QUALITIES),
        fc.integer({ min: 1, max: 200 }),
        (quality, level) => {
          const plan = planCardStep(card({ quality, level }));
          const cost = {
            poor: 4 * level,
            normal: 7 * level,
            superior: Math.floor((70 * level * 2) / 3),
          };
          expect(plan.ok && plan.value.cost).toBe(cost[quality]);
        },
      ),
    );
  });
});

describe('checkCardStep', () => {
  it.each([
    { title: 'exactly the price improves a poor card', input: card({ level: 1 }), diamonds: 4 },
    {
      title: 'exactly the price ascends a superior card',
      input: card({ quality: 'superior', level: 1 }),
      diamonds: 46,
    },
  ])('$title, returning the plan', ({ input, diamonds }) => {
    expect(checkCardStep(input, purse(diamonds))).toEqual(planCardStep(input));
    expect(checkCardStep(input, purse(diamonds)).ok).toBe(true);
  });

  it.each([
    {
      title: 'one diamond short of improving is NOT_ENOUGH_DIAMONDS for improve-card',
      input: card({ quality: 'poor', level: 1 }),
      diamonds: 3,
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 4,
        available: 3,
        purpose: 'improve-card',
      },
    },
    {
      title: 'one diamond short of superior is NOT_ENOUGH_DIAMONDS for improve-card',
      input: card({ quality: 'normal', level: 3 }),
      diamonds: 20,
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 21,
        available: 20,
        purpose: 'improve-card',
      },
    },
    {
      title: 'one diamond short of ascending is NOT_ENOUGH_DIAMONDS for ascend-card',
      input: card({ quality: 'superior', level: 1 }),
      diamonds: 45,
      error: {
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 46,
        available: 45,
        purpose: 'ascend-card',
      },
    },
    // The purse is read last: a card that cannot move is refused whatever the player holds.
    {
      title: 'a listed card is CARD_LISTED before the purse',
      input: card({ isListed: true }),
      diamonds: 0,
      error: { code: 'CARD_LISTED' },
    },
    {
      title: 'an ascended card is CARD_FULLY_ASCENDED before the purse',
      input: card({ quality: 'superior', isAscended: true }),
      diamonds: 0,
      error: { code: 'CARD_FULLY_ASCENDED' },
    },
  ])('$title', ({ input, diamonds, error }) => {
    expect(checkCardStep(input, purse(diamonds))).toEqual({ ok: false, error });
  });
});

describe('checkCardPurge (docs/RULES.md, "Lab and battle cards")', () => {
  // Card value: floor(factor x base x (1.3^(10 x (1 - e^(-0.05 x level))) - 1)) + 2,
  // factor poor 0.5, normal 1, superior 1.5; base 10, or 50 once ascended.
  it.each([
    { input: card({ quality: 'poor', level: 1 }), refund: 2 },
    { input: card({ quality: 'normal', level: 1 }), refund: 3 },
    { input: card({ quality: 'superior', level: 1 }), refund: 4 },
    { input: card({ quality: 'superior', level: 1, isAscended: true }), refund: 12 },
    { input: card({ quality: 'poor', level: 5 }), refund: 5 },
    { input: card({ quality: 'normal', level: 10 }), refund: 20 },
    { input: card({ quality: 'superior', level: 20 }), refund: 65 },
    { input: card({ quality: 'superior', level: 20, isAscended: true }), refund: 320 },
    { input: card({ quality: 'normal', level: 50 }), refund: 103 },
  ])(
    'a $input.quality level-$input.level card, ascended $input.isAscended, refunds $refund credits',
    ({ input, refund }) => {
      expect(checkCardPurge(input)).toEqual({ ok: true, value: { refund, currency: 'credits' } });
    },
  );

  it('refuses a listed card with CARD_LISTED', () => {
    expect(checkCardPurge(card({ isListed: true }))).toEqual({
      ok: false,
      error: { code: 'CARD_LISTED' },
    });
  });

  it('refunds the card value by the formula at every level', () => {
    const factor = { poor: 0.5, normal: 1, superior: 1.5 };
    fc.assert(
      fc.property(
        fc.constantFrom(...CARD_QUALITIES),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        (quality, level, isAscended) => {
          const base = isAscended ? 50 : 10;
          const growth = 1.3 ** (10 * (1 - Math.exp(-0.05 * level))) - 1;
          const refund = Math.floor(factor[quality] * base * growth) + 2;
          expect(checkCardPurge(card({ quality, level, isAscended }))).toEqual({
            ok: true,
            value: { refund, currency: 'credits' },
          });
        },
      ),
    );
  });
});
