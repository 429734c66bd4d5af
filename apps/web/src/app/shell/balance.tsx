import { useEffect, useRef, useState } from 'react';
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

/** How long a tap shows the balance's name: long enough to read 'Magic Dust: 1,234'. */
const BALANCE_NAME_MS = 2500;

/** 'Credits: 1,075'; 'Credits: unknown' before the profile has loaded. */
export function balanceName(label: string, value: number | undefined): string {
  return `${label}: ${value === undefined ? 'unknown' : formatNumber(value)}`;
}

/**
 * One balance of the currency bar, with a floating '+N' / '-N' for 2 s after a change. It
 * is a button named 'Credits: 1,075' for screen readers; a tap (or a hover) shows that name
 * in a bubble, since the icon alone does not say which currency it is.
 */
export function Balance({ currency, label, icon, value }: BalanceProps) {
  const [named, setNamed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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

  // The bubble goes by itself, or at the next tap elsewhere.
  useEffect(() => {
    if (!named) return;
    const timer = window.setTimeout(() => setNamed(false), BALANCE_NAME_MS);
    const elsewhere = (event: PointerEvent) => {
      if (event.target instanceof Node && button.current?.contains(event.target)) return;
      setNamed(false);
    };
    document.addEventListener('pointerdown', elsewhere);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', elsewhere);
    };
  }, [named]);

  const name = balanceName(label, value);
  // The button holds only the icon and the number, so its name ('Credits: 1,075') contains
  // all its visible text; the floating delta and the name bubble sit beside it.
  return (
    <span className={`balance balance--${currency}`}>
      <button
        ref={button}
        type="button"
        className="balance__button"
        aria-label={name}
        onClick={() => setNamed(true)}
        // A mouse names it on hover; a finger's emulated hover would undo the tap's toggle.
        onPointerEnter={(event) => event.pointerType === 'mouse' && setNamed(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setNamed(false)}
        onBlur={() => setNamed(false)}
      >
        <span className="balance__pill">
          <Icon name={icon} size="1.25em" className="balance__icon" />
          <span className="balance__value" data-testid={`balance-${currency}`}>
            {value === undefined ? '—' : formatNumber(value)}
          </span>
        </span>
      </button>
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
      {named && (
        <span className="balance__name" aria-hidden="true" data-testid={`balance-${currency}-name`}>
          {name}
        </span>
      )}
    </span>
  );
}
