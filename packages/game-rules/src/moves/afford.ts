/** Paying for something: a balance must cover the cost (docs/RULES.md, "Currencies"). */
import type { Currency } from '../currency';
import { err, ok, type Result } from '../result';

/** What the money is for: the edges word a shortfall by it. */
export type SpendPurpose =
  | 'buy-items'
  | 'items-limit'
  | 'improve-card'
  | 'ascend-card'
  | 'market-purchase'
  | 'exchange'
  | 'avatar'
  | 'hint';

export const SHORTFALL_CODE = {
  credits: 'NOT_ENOUGH_CREDITS',
  diamonds: 'NOT_ENOUGH_DIAMONDS',
  magicDust: 'NOT_ENOUGH_MAGIC_DUST',
} as const satisfies Record<Currency, string>;

/** One shape per currency, so that the code tells the currency (and the reverse). */
export type Shortfall = {
  [C in Currency]: {
    code: (typeof SHORTFALL_CODE)[C];
    currency: C;
    needed: number;
    available: number;
    purpose: SpendPurpose;
  };
}[Currency];

function shortfall(
  currency: Currency,
  facts: Pick<Shortfall, 'needed' | 'available' | 'purpose'>,
): Shortfall {
  switch (currency) {
    case 'credits':
      return { code: SHORTFALL_CODE.credits, currency, ...facts };
    case 'diamonds':
      return { code: SHORTFALL_CODE.diamonds, currency, ...facts };
    case 'magicDust':
      return { code: SHORTFALL_CODE.magicDust, currency, ...facts };
  }
}

export type Balances = Readonly<Record<Currency, number>>;

export interface Cost {
  currency: Currency;
  amount: number;
}

export function checkAfford(
  balances: Balances,
  cost: Cost,
  purpose: SpendPurpose,
): Result<Cost, Shortfall> {
  const available = balances[cost.currency];
  if (available >= cost.amount) return ok(cost);
  return err(shortfall(cost.currency, { needed: cost.amount, available, purpose }));
}
