import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { formatDelta, formatNumber } from '@/lib/format';
import { accumulateDelta, CURRENCY_DELTA_MS, deltaTone } from './currency-delta';

interface BalanceProps {
  /** 'credits' | 'diamonds' | 'magicDust': names the test ids. */
  currency: string;
  label: string;
  icon: GameIconName;
  value: number | undefined;
}

interface Delta {
  amount: number;
  /** Changes on every update so the float animation restarts. */
  id: number;
}

/** One balance of the currency bar, with a floating '+N' / '-N' for 2 s after a change. */
export function Balance({ currency, label, icon, value }: BalanceProps) {
  const [previous, setPrevious] = useState(value);
  const [delta, setDelta] = useState<Delta | null>(null);

  // Compared during render (React's "adjusting state on a prop change"), not in an effect,
  // so the delta appears in the same frame as the new number.
  if (value !== previous) {
    setPrevious(value);
    if (value !== undefined && previous !== undefined) {
      const amount = accumulateDelta(delta?.amount ?? null, previous, value);
      setDelta(amount === null ? null : { amount, id: (delta?.id ?? 0) + 1 });
    }
  }

  useEffect(() => {
    if (!delta) return;
    const timer = window.setTimeout(() => setDelta(null), CURRENCY_DELTA_MS);
    return () => window.clearTimeout(timer);
  }, [delta]);

  return (
    <div className={`balance balance--${currency}`} role="group" aria-label={label} title={label}>
      <Icon name={icon} size="1.25em" className="balance__icon" />
      <span className="balance__value" data-testid={`balance-${currency}`}>
        {value === undefined ? '—' : formatNumber(value)}
      </span>
      {delta && (
        <span
          key={delta.id}
          className={`balance__delta balance__delta--${deltaTone(delta.amount)}`}
          data-testid={`balance-${currency}-delta`}
          aria-live="polite"
        >
          {formatDelta(delta.amount)}
        </span>
      )}
    </div>
  );
}
