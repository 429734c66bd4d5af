import type { RewardView } from '@alchemy/contracts';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { formatNumber } from '@/lib/format';
import './reward.css';

/** The currencies in the currency bar's order, with its icons and names. */
export const REWARD_CURRENCIES: ReadonlyArray<{
  currency: keyof RewardView;
  icon: GameIconName;
  name: string;
}> = [
  { currency: 'credits', icon: 'two-coins', name: 'credits' },
  { currency: 'diamonds', icon: 'cut-diamond', name: 'diamonds' },
  { currency: 'magicDust', icon: 'powder', name: 'magic dust' },
];

/** '+60 credits, +10 magic dust': a reward in words, for screen readers and toasts. */
export function rewardText(reward: RewardView): string {
  return REWARD_CURRENCIES.filter(({ currency }) => reward[currency] > 0)
    .map(({ currency, name }) => `+${formatNumber(reward[currency])} ${name}`)
    .join(', ');
}

/** A reward as chips: the amount of each currency it pays, with the currency's icon. */
export function RewardChips({
  reward,
  muted = false,
  className,
}: {
  reward: RewardView;
  /** Paid already: shown quieter. */
  muted?: boolean;
  className?: string;
}) {
  return (
    <span className={clsx('reward-chips', muted && 'reward-chips--muted', className)}>
      <span className="sr-only">{rewardText(reward)}</span>
      {REWARD_CURRENCIES.filter(({ currency }) => reward[currency] > 0).map(
        ({ currency, icon }) => (
          <span
            key={currency}
            className={`reward-chip reward-chip--${currency}`}
            aria-hidden="true"
          >
            <Icon name={icon} size="1.1em" />+{formatNumber(reward[currency])}
          </span>
        ),
      )}
    </span>
  );
}
