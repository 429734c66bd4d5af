import { formatInteger } from '@alchemy/contracts';
import type { SeasonReward } from '@alchemy/game-rules';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';

const CURRENCIES: ReadonlyArray<{ key: keyof SeasonReward; name: string; icon: GameIconName }> = [
  { key: 'credits', name: 'credits', icon: 'two-coins' },
  { key: 'diamonds', name: 'diamonds', icon: 'cut-diamond' },
  { key: 'magicDust', name: 'magic dust', icon: 'powder' },
];

/** A reward as the currency bar shows money: an icon and an amount each, zeros left out. */
export function RewardLine({
  reward,
  compact = false,
}: {
  reward: SeasonReward;
  compact?: boolean;
}) {
  const parts = CURRENCIES.filter(({ key }) => reward[key] > 0);
  return (
    <span className={clsx('reward-line', compact && 'reward-line--compact')}>
      {parts.map(({ key, name, icon }) => (
        <span key={key} className={`reward-line__part reward-line__part--${key}`}>
          <Icon name={icon} size="1.1em" />
          <span>
            {formatInteger(reward[key])}
            <span className="sr-only"> {name}</span>
          </span>
        </span>
      ))}
    </span>
  );
}
