import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_QUALITIES, cardValue } from '../cards';
import { labItemPurgeRefund } from '../crafting';
import { RARITIES } from '../rarity';
import { cardPurgeEffect, labItemPurgeEffect } from './purge-effect';

const card = {
  id: 'card-1',
  quality: 'normal',
  isAscended: false,
  isListed: false,
  level: 1,
} as const;

describe('cardPurgeEffect (docs/RULES.md, "Lab and battle cards")', () => {
  it('deletes the card and gives its value back in credits', () => {
    expect(cardPurgeEffect({ card })).toEqual({
      ok: true,
      value: {
        cardId: 'card-1',
        balances: [{ currency: 'credits', delta: 3, reason: 'purge-card:card-1' }],
      },
    });
  });

  it('refuses no card, then a listed one', () => {
    expect(cardPurgeEffect({ card: null })).toEqual({
      ok: false,
      error: { code: 'CARD_NOT_FOUND' },
    });
    expect(cardPurgeEffect({ card: { ...card, isListed: true } })).toEqual({
      ok: false,
      error: { code: 'CARD_LISTED' },
    });
  });

  it('mints exactly the card value, for any unlisted card', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARD_QUALITIES),
        fc.boolean(),
        fc.integer({ min: 1, max: 60 }),
        (quality, isAscended, level) => {
          const effect = cardPurgeEffect({ card: { ...card, quality, isAscended, level } });
          const refund = cardValue(quality, level, isAscended);
          expect(effect.ok && effect.value.balances).toEqual([
            { currency: 'credits', delta: refund, reason: 'purge-card:card-1' },
          ]);
          expect(refund).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('labItemPurgeEffect (docs/RULES.md, "The lab")', () => {
  it('deletes the whole stack for dust per unit, booked with the count', () => {
    expect(
      labItemPurgeEffect({ stack: { itemId: 'steam', rarity: 'common', quantity: 3 } }),
    ).toEqual({
      ok: true,
      value: {
        itemId: 'steam',
        balances: [{ currency: 'magicDust', delta: 15, reason: 'purge-item:steamx3' }],
      },
    });
  });

  it.each([null, { itemId: 'steam', rarity: 'common' as const, quantity: 0 }])(
    'refuses %o: ITEM_NOT_IN_LAB',
    (stack) => {
      expect(labItemPurgeEffect({ stack })).toEqual({
        ok: false,
        error: { code: 'ITEM_NOT_IN_LAB' },
      });
    },
  );

  it('mints exactly the stack refund, for any held stack', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RARITIES),
        fc.integer({ min: -2, max: 500 }),
        (rarity, quantity) => {
          const effect = labItemPurgeEffect({ stack: { itemId: 'x', rarity, quantity } });
          if (quantity <= 0) {
            expect(effect.ok).toBe(false);
            return;
          }
          expect(effect.ok && effect.value).toEqual({
            itemId: 'x',
            balances: [
              {
                currency: 'magicDust',
                delta: labItemPurgeRefund(rarity, quantity),
                reason: `purge-item:xx${quantity}`,
              },
            ],
          });
        },
      ),
    );
  });
});
