import type { Currency } from '@alchemy/game-rules';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { Icon } from './icon';
import type { GameIconName } from './icon-names';
import './spend-confirm-dialog.css';

/** The currency bar's icons and names (app/shell/currency-bar.tsx). */
const CURRENCY_ICON: Record<Currency, GameIconName> = {
  credits: 'two-coins',
  diamonds: 'cut-diamond',
  magicDust: 'powder',
};
export const CURRENCY_NAME: Record<Currency, string> = {
  credits: 'credits',
  diamonds: 'diamonds',
  magicDust: 'magic dust',
};

/** '1,000 credits' with the currency's icon, in its colour. */
export function Money({ amount, currency }: { amount: number; currency: Currency }) {
  return (
    <span className={`money money--${currency}`}>
      <Icon name={CURRENCY_ICON[currency]} size="1.15em" className="money__icon" />
      <span className="money__value">{formatNumber(amount)}</span>{' '}
      <span className="money__name">{CURRENCY_NAME[currency]}</span>
    </span>
  );
}

interface SpendConfirmDialogProps {
  open: boolean;
  /** The question: 'Buy Ember Drake?'. */
  title: string;
  pay: { amount: number; currency: Currency };
  /** What the player gets: an amount (<Money>) or a thing's name. */
  get: ReactNode;
  /** The balance of the paid currency once paid. */
  balanceAfter: number;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Are you sure?' before money leaves (docs/RULES.md, "Currencies"): what is paid, what is
 * got and the balance after, then Cancel (focused first: it loses nothing) or the spend.
 */
export function SpendConfirmDialog({
  open,
  title,
  pay,
  get,
  balanceAfter,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: SpendConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      icon="shopping-cart"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="spend-terms">
        <div className="spend-terms__row">
          <dt>You pay</dt>
          <dd>
            <Money amount={pay.amount} currency={pay.currency} />
          </dd>
        </div>
        <div className="spend-terms__row spend-terms__row--get">
          <dt>You get</dt>
          <dd>{get}</dd>
        </div>
        <div className="spend-terms__row spend-terms__row--after">
          <dt>Balance after</dt>
          <dd>
            <Money amount={balanceAfter} currency={pay.currency} />
          </dd>
        </div>
      </dl>
    </ConfirmDialog>
  );
}
