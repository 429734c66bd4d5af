/**
 * The currency exchange's offers (docs/RULES.md, "Market"): what one shows and whether
 * 'Purchase' is enabled, by game-rules' checkExchangePurchase, the server's own check.
 */
import { ruleMessage, type CurrencyOffer, type Profile } from '@alchemy/contracts';
import { checkExchangePurchase, type Currency } from '@alchemy/game-rules';
import { formatNumber } from '@/lib/format';
import { missingNote } from '@/shared/spending';
import { DEFAULT_OFFER_TITLE } from './market-texts';

export const CURRENCY_LABELS: Record<Currency, string> = {
  credits: 'Credits',
  diamonds: 'Diamonds',
  magicDust: 'Magic Dust',
};

/** The title, or 'Special Offer' when the offer has none. */
export function offerTitle(offer: Pick<CurrencyOffer, 'title'>): string {
  const title = offer.title.trim();
  return title === '' ? DEFAULT_OFFER_TITLE : title;
}

/** '2 left today' under an offer with a daily limit; null for an offer without one. */
export function leftTodayText(offer: Pick<CurrencyOffer, 'dailyLimit' | 'leftToday'>) {
  if (offer.dailyLimit === null) return null;
  const left = offer.leftToday ?? offer.dailyLimit;
  return `${formatNumber(left)} of ${formatNumber(offer.dailyLimit)} left today`;
}

/** How many of the offer the player bought today, from what is left (0 without a limit). */
export function boughtTodayOf(offer: Pick<CurrencyOffer, 'dailyLimit' | 'leftToday'>): number {
  return offer.dailyLimit === null || offer.leftToday === null
    ? 0
    : Math.max(0, offer.dailyLimit - offer.leftToday);
}

export interface OfferAvailability {
  canPurchase: boolean;
  /** Why 'Purchase' is disabled, in the rule table's words; null when enabled or unknown. */
  reason: string | null;
  /** A short purse's shortfall in a few words, under the button; null otherwise. */
  missing: string | null;
}

/**
 * 'Purchase' is disabled with no profile yet, when today's purchases are used up, or when
 * the balance in the price currency is below the price.
 */
export function offerAvailability(
  offer: CurrencyOffer,
  profile: Pick<Profile, 'level' | 'credits' | 'diamonds' | 'magicDust'> | undefined,
): OfferAvailability {
  if (!profile) return { canPurchase: false, reason: null, missing: null };
  const check = checkExchangePurchase({
    level: profile.level,
    offer,
    boughtToday: boughtTodayOf(offer),
    balances: profile,
  });
  return check.ok
    ? { canPurchase: true, reason: null, missing: null }
    : { canPurchase: false, reason: ruleMessage(check.error), missing: missingNote(check.error) };
}
