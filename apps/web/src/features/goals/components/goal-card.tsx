import type { DailyGoal } from '@alchemy/contracts';
import clsx from 'clsx';
import { useRef } from 'react';
import { RewardChips } from '@/shared/reward/reward-chips';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { GOAL_ICON, GOAL_PLACE, goalText } from '../goal-texts';

interface GoalCardProps {
  goal: DailyGoal;
  claiming: boolean;
  disabled: boolean;
  onClaim: (goal: DailyGoal, button: HTMLElement | null) => void;
}

/**
 * One goal: what it asks, how far along, what it pays, and what to do next: go where it is
 * done, claim it, or nothing (claimed). Done goals glow; claimed ones step back.
 */
export function GoalCard({ goal, claiming, disabled, onClaim }: GoalCardProps) {
  const button = useRef<HTMLDivElement>(null);
  const text = goalText(goal.kind, goal.target);
  const percent = Math.round((100 * goal.progress) / goal.target);
  const place = GOAL_PLACE[goal.kind];
  return (
    <li
      className={clsx('goal', `goal--${goal.status}`)}
      data-testid={`goal-${goal.kind}`}
      data-status={goal.status}
    >
      <span className="goal__icon" aria-hidden="true">
        <Icon name={goal.status === 'claimed' ? 'check-mark' : GOAL_ICON[goal.kind]} size="28px" />
      </span>
      <div className="goal__body">
        <p className="goal__text">{text}</p>
        <div
          className="goal__bar"
          role="progressbar"
          aria-label={`${text}: ${goal.progress} of ${goal.target}`}
          aria-valuemin={0}
          aria-valuemax={goal.target}
          aria-valuenow={goal.progress}
        >
          <span className="goal__fill" style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
        <div className="goal__meta">
          <span className="goal__count">
            {goal.progress}/{goal.target}
          </span>
          <RewardChips reward={goal.reward} muted={goal.status === 'claimed'} />
        </div>
      </div>
      <div className="goal__action" ref={button}>
        {goal.status === 'done' && (
          <Button
            icon="present"
            className="goal__claim"
            disabled={disabled}
            aria-busy={claiming}
            aria-label={`Claim: ${text}`}
            onClick={() => onClaim(goal, button.current)}
          >
            Claim
          </Button>
        )}
        {goal.status === 'active' && (
          <ButtonLink to={place.to} variant="secondary" aria-label={`${place.label}: ${text}`}>
            {place.label}
          </ButtonLink>
        )}
        {goal.status === 'claimed' && <span className="goal__claimed">Claimed</span>}
      </div>
    </li>
  );
}
