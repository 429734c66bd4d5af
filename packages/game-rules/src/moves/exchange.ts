/**
 * The currency exchange (docs/RULES.md, "Market"): fixed offers that trade one currency
 * for another, some with a daily limit per player.
 */
import type { Currency } from '../currency';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Cost, type Shortfall } from './afford';
import { checkMarketAccess, type MarketLockedError } from './market';

export interface OfferView {
  currencyToSell: Currency;
  amountToSell: number;
  priceCurrency: Currency;
  priceAmount: number;
  /** Purchases allowed per player per day (UTC); null: no limit. */
  dailyLimit: number | null;
}

export type ExchangeError =
  | MarketLockedError
  | { code: 'OFFER_NOT_FOUND' }
  | { code: 'DAILY_LIMIT_REACHED'; limit: number }
  | Shortfall;

/** How many more purchases of the offer the player may make today; null: no limit. */
export function offerPurchasesLeft(offer: Pick<OfferView, 'dailyLimit'>, boughtToday: number) {
  return offer.dailyLimit === null ? null : Math.max(0, offer.dailyLimit - boughtToday);
}

/** Buying an offer: the market is open, the offer exists, the day's limit allows it, and
 * the player can pay. Returns what is paid and what is received. */
export function checkExchangePurchase<T extends OfferView>(input: {
  level: number;
  offer: T | null | undefined;
  boughtToday: number;
  balances: Balances;
}): Result<{ offer: T; pay: Cost; get: Cost }, ExchangeError> {
  const access = checkMarketAccess(input.level);
  if (!access.ok) return access;
  const { offer } = input;
  if (!offer) return err({ code: 'OFFER_NOT_FOUND' });
  if (offer.dailyLimit !== null && offerPurchasesLeft(offer, input.boughtToday) === 0) {
    return err({ code: 'DAILY_LIMIT_REACHED', limit: offer.dailyLimit });
  }
  const paid = checkAfford(
    input.balances,
    { currency: offer.priceCurrency, amount: offer.priceAmount },
    'exchange',
  );
  if (!paid.ok) return paid;
  return ok({
    offer,
    pay: paid.value,
    get: { currency: offer.currencyToSell, amount: offer.amountToSell },
  });
}
