import type { RaceTarget } from '@alchemy/contracts';
import clsx from 'clsx';
import { TARGET_KICKER } from '../race-texts';

/**
 * The puzzle: the target's picture in its rarity's frame, its name and rarity. Large on
 * the start and end screens, a compact bar while racing.
 */
export function RaceTargetCard({
  target,
  size = 'large',
  made = false,
}: {
  target: RaceTarget;
  size?: 'large' | 'compact';
  made?: boolean;
}) {
  return (
    <div
      className={clsx(
        'race-target',
        `race-target--${size}`,
        `race-target--${target.rarity}`,
        made && 'race-target--made',
      )}
      data-testid="race-target"
    >
      <span className="race-target__art">
        <img
          src={target.imageUrl}
          alt=""
          width={size === 'large' ? 112 : 48}
          height={size === 'large' ? 112 : 48}
          draggable={false}
        />
      </span>
      <span className="race-target__words">
        <span className="race-target__kicker">{TARGET_KICKER}</span>
        <span className="race-target__name">{target.name}</span>
        <span className={`race-target__rarity rarity-text--${target.rarity}`}>{target.rarity}</span>
      </span>
    </div>
  );
}
