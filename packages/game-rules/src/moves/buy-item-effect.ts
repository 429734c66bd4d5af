/**
 * Buying an item into the lab, as an effect (docs/RULES.md, "The lab"): from the state the
 * purchase reads and what was asked, either why it is refused or, as plain data, what it
 * changes: the credits paid to the house with their ledger reason, the stack added to the
 * lab, and the lab opened. The server persists it (services/crafting-service.ts#buyItem).
 */
import type { Rarity } from '../rarity';
import { ok, type Result } from '../result';
import type { Balances } from './afford';
import { checkItemPurchase, type ItemPurchaseError } from './lab-items';
import type { BalanceDelta } from './craft-effect';

/** Everything a purchase reads, under the player's lock. */
export interface BuyItemState<T extends { id: string; rarity: Rarity }> {
  /** The item asked for, when this player has discovered it (base elements never are). */
  item: T | null;
  player: Balances & { isLabOpen: boolean };
}

/** The purchase asked for: `amount` of the item `itemId`. */
export interface BuyItemMove {
  itemId: string;
  amount: number;
}

export interface BuyItemEffect<T> {
  item: T;
  /** What the lab's stack of the item grows by (the lab's stack is not read: it is added to). */
  lab: { itemId: string; add: number };
  /** The price, paid to the house: one negative change, with its ledger reason. */
  balances: [BalanceDelta];
  /** The first purchase opens the lab. */
  opensLab: boolean;
}

/** The effect of buying `move.amount` of `move.itemId`, refused as checkItemPurchase refuses. */
export function buyItemEffect<T extends { id: string; rarity: Rarity }>(
  state: BuyItemState<T>,
  move: BuyItemMove,
): Result<BuyItemEffect<T>, ItemPurchaseError> {
  const found = state.item?.id === move.itemId ? state.item : null;
  const bought = checkItemPurchase(found, move.amount, state.player);
  if (!bought.ok) return bought;
  const { item, cost } = bought.value;
  return ok({
    item,
    lab: { itemId: item.id, add: move.amount },
    balances: [
      { currency: cost.currency, delta: -cost.amount, reason: `buy:${item.id}x${move.amount}` },
    ],
    opensLab: !state.player.isLabOpen,
  });
}
