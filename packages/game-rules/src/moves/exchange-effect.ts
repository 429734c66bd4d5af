/**
 * Buying an exchange offer's effect (docs/RULES.md, "Market"): from the offer, what the
 * player bought of it today and their purse, either why it is refused
 * (checkExchangePurchase, in its order) or what it changes: the price paid, the currency
 * received, both on the ledger as `exchange:<offer>`, and one more purchase counted against
 * the day's limit. The server persists it (services/exchange-service.ts#purchaseOffer).
 */
import type { LedgerReason } from '../ledger-reasons';
import { ok, type Result } from '../result';
import type { Balances, Cost } from './afford';
import type { BalanceDelta } from './craft-effect';
import {
  checkExchangePurchase,
  offerPurchasesLeft,
  type ExchangeError,
  type OfferView,
} from './exchange';

/** Everything an exchange purchase reads, under the player's lock. */
export interface ExchangeState {
  level: number;
  balances: Balances;
  /** The offer, if it exists and is active. */
  offer: (OfferView & { id: string }) | null;
  /** Purchases of this offer by the player today (UTC). */
  boughtToday: number;
}

export interface ExchangeEffect {
  pay: Cost;
  get: Cost;
  /** The price paid, then the currency received, both booked as `exchange:<offer>`. */
  balances: BalanceDelta[];
  /** The purchase to record: it counts against the offer's daily limit. */
  purchase: { offerId: string };
  /** Purchases of the offer left today after this one; null: no limit. */
  leftToday: number | null;
}

/** The effect of buying `state.offer` once. */
export function exchangeEffect(state: ExchangeState): Result<ExchangeEffect, ExchangeError> {
  const checked = checkExchangePurchase({
    level: state.level,
    offer: state.offer,
    boughtToday: state.boughtToday,
    balances: state.balances,
  });
  if (!checked.ok) return checked;
  const { offer, pay, get } = checked.value;
  const reason: LedgerReason = `exchange:${offer.id}`;
  return ok({
    pay,
    get,
    balances: [
      { currency: pay.currency, delta: -pay.amount, reason },
      { currency: get.currency, delta: get.amount, reason },
    ],
    purchase: { offerId: offer.id },
    leftToday: offerPurchasesLeft(offer, state.boughtToday + 1),
  });
}
