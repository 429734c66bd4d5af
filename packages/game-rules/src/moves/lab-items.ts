/**
 * Lab stock (docs/RULES.md, "The lab"): discovered items are bought into the lab at their
 * rarity's price; a stack is purged whole for magic dust.
 */
import { ITEM_BUY_PRICE, labItemPurgeRefund, MAX_ITEMS_PER_PURCHASE } from '../crafting';
import type { Rarity } from '../rarity';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Cost, type Shortfall } from './afford';

export type ItemPurchaseError =
  { code: 'ITEM_NOT_DISCOVERED' } | { code: 'AMOUNT_OUT_OF_RANGE'; max: number } | Shortfall;

/**
 * Buying `amount` of an item: only one the player has discovered (base elements never
 * are), between 1 and MAX_ITEMS_PER_PURCHASE, paid in credits.
 */
export function checkItemPurchase<T extends { rarity: Rarity }>(
  item: T | null,
  amount: number,
  balances: Balances,
): Result<{ item: T; cost: Cost }, ItemPurchaseError> {
  if (!item) return err({ code: 'ITEM_NOT_DISCOVERED' });
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_ITEMS_PER_PURCHASE) {
    return err({ code: 'AMOUNT_OUT_OF_RANGE', max: MAX_ITEMS_PER_PURCHASE });
  }
  const paid = checkAfford(
    balances,
    { currency: 'credits', amount: ITEM_BUY_PRICE[item.rarity] * amount },
    'buy-items',
  );
  return paid.ok ? ok({ item, cost: paid.value }) : paid;
}

export type LabItemPurgeError = { code: 'ITEM_NOT_IN_LAB' };

/** Purging a lab stack: all of it, for magic dust per unit. */
export function checkLabItemPurge<T extends { rarity: Rarity; quantity: number }>(
  stack: T | null | undefined,
): Result<{ stack: T; refund: number; currency: 'magicDust' }, LabItemPurgeError> {
  if (!stack || stack.quantity <= 0) return err({ code: 'ITEM_NOT_IN_LAB' });
  return ok({
    stack,
    refund: labItemPurgeRefund(stack.rarity, stack.quantity),
    currency: 'magicDust',
  });
}
