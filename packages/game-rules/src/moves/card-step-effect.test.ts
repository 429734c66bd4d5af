import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_QUALITIES, cardStepCost } from '../cards';
import { checkCardStep } from './card-step';
import { cardStepEffect, type OwnCard } from './card-step-effect';

const card = (more: Partial<NonNullable<OwnCard>> = {}): NonNullable<OwnCard> => ({
  id: 'card-1',
  quality: 'poor',
  isAscended: false,
  isListed: false,
  level: 1,
  ...more,
});

const purse = (diamonds: number) => ({ credits: 0, diamonds, magicDust: 0 });

describe('cardStepEffect (docs/RULES.md, "Lab and battle cards")', () => {
  it('improves a poor card to normal for its price in diamonds, booked as the step', () => {
    expect(cardStepEffect({ card: card(), balances: purse(20) })).toEqual({
      ok: true,
      value: {
        step: 'improve-to-normal',
        kind: 'improve',
        card: { id: 'card-1', quality: 'normal', isAscended: false },
        balances: [{ currency: 'diamonds', delta: -4, reason: 'improve-to-normal:card-1' }],
      },
    });
  });

  it('ascends a superior card, keeping its quality', () => {
    const effect = cardStepEffect({
      card: card({ quality: 'superior', level: 3 }),
      balances: purse(1000),
    });
    expect(effect.ok && effect.value).toEqual({
      step: 'ascend',
      kind: 'ascend',
      card: { id: 'card-1', quality: 'superior', isAscended: true },
      balances: [
        { currency: 'diamonds', delta: -cardStepCost('ascend', 3), reason: 'ascend:card-1' },
      ],
    });
  });

  it.each([
    { title: 'no such card', state: { card: null, balances: purse(0) }, code: 'CARD_NOT_FOUND' },
    {
      title: 'a listed card, before the purse',
      state: { card: card({ isListed: true }), balances: purse(0) },
      code: 'CARD_LISTED',
    },
    {
      title: 'an ascended card',
      state: { card: card({ quality: 'superior', isAscended: true }), balances: purse(1000) },
      code: 'CARD_FULLY_ASCENDED',
    },
    {
      title: 'a short purse',
      state: { card: card(), balances: purse(3) },
      code: 'NOT_ENOUGH_DIAMONDS',
    },
  ])('refuses $title: $code', ({ state, code }) => {
    const effect = cardStepEffect(state);
    expect(effect.ok).toBe(false);
    expect(!effect.ok && effect.error.code).toBe(code);
  });
});

describe('cardStepEffect, whatever the card and the purse', () => {
  const cardArb = fc.option(
    fc.record({
      id: fc.uuid(),
      quality: fc.constantFrom(...CARD_QUALITIES),
      isAscended: fc.boolean(),
      isListed: fc.boolean(),
      level: fc.integer({ min: 1, max: 60 }),
    }),
    { nil: null, freq: 8 },
  );
  const purseArb = fc.record({
    credits: fc.nat(10_000),
    diamonds: fc.nat(5_000),
    magicDust: fc.nat(10_000),
  });

  it('refuses as checkCardStep does, and otherwise only burns the step price in diamonds', () => {
    fc.assert(
      fc.property(cardArb, purseArb, (drawn, balances) => {
        const effect = cardStepEffect({ card: drawn, balances });
        if (!drawn) {
          expect(effect).toEqual({ ok: false, error: { code: 'CARD_NOT_FOUND' } });
          return;
        }
        const plan = checkCardStep(drawn, balances);
        if (!plan.ok) {
          expect(effect).toEqual(plan);
          return;
        }
        if (!effect.ok) throw new Error('a step the rules allow was refused');
        const [paid] = effect.value.balances;
        expect(paid).toEqual({
          currency: 'diamonds',
          delta: -plan.value.cost,
          reason: `${plan.value.step}:${drawn.id}`,
        });
        expect(balances.diamonds + paid.delta).toBeGreaterThanOrEqual(0);
        expect(effect.value.card).toEqual({ id: drawn.id, ...plan.value.after });
        // One step up: a better quality, or the ascension, never both, never down.
        const rank = (quality: string) => CARD_QUALITIES.indexOf(quality as never);
        const up = rank(effect.value.card.quality) - rank(drawn.quality);
        const ascended = Number(effect.value.card.isAscended) - Number(drawn.isAscended);
        expect([up, ascended].sort()).toEqual([0, 1]);
      }),
    );
  });
});
