import type { Currency } from '@alchemy/game-rules';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { formatNumber } from '@/lib/format';
import { CURRENCY_LABELS } from '../offer-availability';

/** The currency bar's icons (app/shell/currency-bar.tsx), in its colours. */
const CURRENCY_ICONS: Record<Currency, GameIconName> = {
  credits: 'two-coins',
  diamonds: 'cut-diamond',
  magicDust: 'powder',
};

/** A currency's icon; screen readers hear its name ('Magic Dust'). */
export function CurrencyIcon({ currency, size = '1.1em' }: { currency: Currency; size?: string }) {
  return (
    <Icon
      name={CURRENCY_ICONS[currency]}
      size={size}
      label={CURRENCY_LABELS[currency]}
      className={clsx('market-currency', `market-currency--${currency}`)}
    />
  );
}

/** '1,000' and the currency's icon: a price or an amount. */
export function Amount({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: Currency;
  className?: string;
}) {
  return (
    <span className={clsx('market-amount', className)}>
      <span className="market-amount__value">{formatNumber(amount)}</span>
      <CurrencyIcon currency={currency} />
    </span>
  );
}
