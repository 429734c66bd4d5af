import type { AchievementView } from '@alchemy/contracts';
import { ACHIEVEMENTS } from '@alchemy/game-rules';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ACHIEVEMENT_ICON } from '../goal-texts';

const EARNED_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

interface AchievementCardProps {
  entry: AchievementView;
  /** Its title is the one shown. */
  shown: boolean;
  busy: boolean;
  onShow: () => void;
}

/** An achievement: its emblem, name and words, its progress or when it was earned, its title. */
export function AchievementCard({ entry, shown, busy, onShow }: AchievementCardProps) {
  const { name, title, description } = ACHIEVEMENTS[entry.key];
  const percent = Math.round((100 * entry.progress) / entry.target);
  return (
    <li
      className={clsx('achievement', entry.earned ? 'achievement--earned' : 'achievement--locked')}
      data-testid={`achievement-${entry.key}`}
      data-earned={entry.earned}
    >
      <span className="achievement__emblem" aria-hidden="true">
        <Icon name={ACHIEVEMENT_ICON[entry.key]} size="34px" />
        {!entry.earned && <Icon name="padlock" size="14px" className="achievement__lock" />}
      </span>
      <div className="achievement__body">
        <h3 className="achievement__name">{name}</h3>
        <p className="achievement__words">{description}</p>
        {entry.earned ? (
          <p className="achievement__earned">
            Earned{entry.earnedAt ? ` ${EARNED_DATE.format(new Date(entry.earnedAt))}` : ''} · title{' '}
            <em>{title}</em>
          </p>
        ) : (
          <div className="achievement__progress">
            <div
              className="goal__bar"
              role="progressbar"
              aria-label={`${name}: ${entry.progress} of ${entry.target}`}
              aria-valuemin={0}
              aria-valuemax={entry.target}
              aria-valuenow={entry.progress}
            >
              <span className="goal__fill" style={{ transform: `scaleX(${percent / 100})` }} />
            </div>
            <span className="achievement__count">
              {entry.progress}/{entry.target}
            </span>
          </div>
        )}
      </div>
      {entry.earned &&
        (shown ? (
          <span className="achievement__shown">
            <Icon name="check-mark" size="1em" /> Shown
          </span>
        ) : (
          <Button
            variant="secondary"
            className="achievement__show"
            disabled={busy}
            aria-label={`Show title: ${title}`}
            onClick={onShow}
          >
            Show title
          </Button>
        ))}
    </li>
  );
}
