import type { CurrencyOffer, Profile } from '@alchemy/contracts';
import { exchangeEffect } from '@alchemy/game-rules';
import { boughtTodayOf } from './offer-availability';

/** The purse and level an exchange purchase was checked with. */
export type Exchanger = Pick<Profile, 'level' | 'credits' | 'diamonds' | 'magicDust'>;

/**
 * The offers after one purchase of `offerId`, as game-rules' `exchangeEffect`, the function
 * the server persisted it with, counts it: what is left of the offer today. The balances
 * come from the server's answer, not from here. Null when the cached offers cannot follow
 * (no such offer, or the rules refuse it on what the screen holds): the screen is out of
 * step with the server, and asks again.
 */
export function offersAfterPurchase(
  offers: readonly CurrencyOffer[],
  offerId: string,
  before: Exchanger,
): CurrencyOffer[] | null {
  const offer = offers.find((entry) => entry.id === offerId);
  if (!offer) return null;
  const effect = exchangeEffect({
    level: before.level,
    balances: before,
    offer,
    boughtToday: boughtTodayOf(offer),
  });
  if (!effect.ok) return null;
  return offers.map((entry) =>
    entry.id === offerId ? { ...entry, leftToday: effect.value.leftToday } : entry,
  );
}
