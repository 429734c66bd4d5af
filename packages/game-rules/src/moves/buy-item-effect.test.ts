import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ITEM_BUY_PRICE, MAX_ITEMS_PER_PURCHASE } from '../crafting';
import { RARITIES } from '../rarity';
import { buyItemEffect, type BuyItemState } from './buy-item-effect';
import { checkItemPurchase } from './lab-items';

type Item = { id: string; rarity: (typeof RARITIES)[number] };

const steam: Item = { id: 'steam', rarity: 'common' };
const state = (more: Partial<BuyItemState<Item>> = {}): BuyItemState<Item> => ({
  item: steam,
  player: { credits: 1000, diamonds: 0, magicDust: 0, isLabOpen: false },
  ...more,
});

describe('buyItemEffect (docs/RULES.md, "The lab")', () => {
  it('pays the price to the house, adds the stack and opens the lab', () => {
    expect(buyItemEffect(state(), { itemId: 'steam', amount: 2 })).toEqual({
      ok: true,
      value: {
        item: steam,
        lab: { itemId: 'steam', add: 2 },
        balances: [{ currency: 'credits', delta: -500, reason: 'buy:steamx2' }],
        opensLab: true,
      },
    });
  });

  it('an open lab stays as it is', () => {
    const result = buyItemEffect(
      state({ player: { credits: 250, diamonds: 0, magicDust: 0, isLabOpen: true } }),
      { itemId: 'steam', amount: 1 },
    );
    expect(result.ok && result.value.opensLab).toBe(false);
  });

  it.each([
    { title: 'an item not discovered', more: { item: null }, amount: 1 },
    { title: 'too many', more: {}, amount: MAX_ITEMS_PER_PURCHASE + 1 },
    { title: 'too few credits', more: {}, amount: 5 },
  ])('refuses $title as the purchase rule does', ({ more, amount }) => {
    const drawn = state(more);
    expect(buyItemEffect(drawn, { itemId: 'steam', amount })).toEqual(
      checkItemPurchase(drawn.item, amount, drawn.player),
    );
  });

  it('an item read for another id is not the one asked for', () => {
    expect(buyItemEffect(state(), { itemId: 'mud', amount: 1 })).toEqual({
      ok: false,
      error: { code: 'ITEM_NOT_DISCOVERED' },
    });
  });
});

describe('buyItemEffect, whatever the state', () => {
  it('moves exactly the price from the buyer to the house, for exactly the amount', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ id: fc.constant('steam'), rarity: fc.constantFrom(...RARITIES) }), {
          nil: null,
        }),
        fc.record({
          credits: fc.integer({ min: 0, max: 300_000 }),
          diamonds: fc.nat(),
          magicDust: fc.nat(),
          isLabOpen: fc.boolean(),
        }),
        fc.integer({ min: -2, max: MAX_ITEMS_PER_PURCHASE + 2 }),
        (item, player, amount) => {
          const effect = buyItemEffect({ item, player }, { itemId: 'steam', amount });
          const rule = checkItemPurchase(item, amount, player);
          if (!rule.ok) {
            expect(effect).toEqual(rule);
            return;
          }
          if (!effect.ok || !item) throw new Error('accepted by the rule, refused by the effect');
          const price = ITEM_BUY_PRICE[item.rarity] * amount;
          expect(effect.value.balances).toEqual([
            { currency: 'credits', delta: -price, reason: `buy:steamx${amount}` },
          ]);
          expect(player.credits - price).toBeGreaterThanOrEqual(0);
          expect(effect.value.lab).toEqual({ itemId: 'steam', add: amount });
          expect(effect.value.opensLab).toBe(!player.isLabOpen);
        },
      ),
    );
  });
});
