import type { Streak } from '@alchemy/contracts';
import clsx from 'clsx';
import { RewardChips } from '@/shared/reward/reward-chips';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { freezeLine, streakLine, weekdayOf } from '../goal-texts';

const DAY_STATE_WORDS = {
  played: 'counted',
  frozen: 'forgiven by the freeze',
  missed: 'missed',
  today: 'today',
  upcoming: 'to come',
} as const;

/**
 * The streak: days in a row with a claimed goal, this week's days (a flame for each that
 * counted, frost for the one the freeze forgave), the freeze, and the next milestone.
 */
export function StreakPanel({ streak }: { streak: Streak }) {
  const toGo = streak.nextMilestone.days - streak.days;
  return (
    <Panel className="streak" aria-labelledby="streak-title">
      <div className="streak__head">
        <span className={clsx('streak__flame', streak.days > 0 && 'streak__flame--lit')}>
          <Icon name="flame" size="44px" />
        </span>
        <div>
          <h2 id="streak-title" className="streak__count" data-testid="streak-days">
            {streak.days === 0 ? 'No streak yet' : `${streak.days}-day streak`}
          </h2>
          <p className="streak__line">{streakLine(streak)}</p>
        </div>
        <p className="streak__best">
          Best <strong>{streak.best}</strong>
        </p>
      </div>
      <ol className="streak__week" aria-label="This week">
        {streak.week.map((entry, index) => (
          <li
            key={entry.day}
            className={clsx('streak__day', `streak__day--${entry.state}`)}
            data-state={entry.state}
          >
            <span className="streak__weekday" aria-hidden="true">
              {weekdayOf(index)}
            </span>
            <span className="streak__mark" aria-hidden="true">
              {entry.state === 'played' && <Icon name="flame" size="20px" />}
              {entry.state === 'frozen' && <Icon name="snowflake-2" size="20px" />}
            </span>
            <span className="sr-only">
              {weekdayOf(index)}: {DAY_STATE_WORDS[entry.state]}
            </span>
          </li>
        ))}
      </ol>
      <p
        className={clsx('streak__freeze', !streak.freezeReady && 'streak__freeze--spent')}
        data-testid="streak-freeze"
      >
        <Icon name="snowflake-2" size="1.2em" />
        {freezeLine(streak)}
      </p>
      <div className="streak__next">
        <Icon name="open-treasure-chest" size="1.4em" />
        <span>
          {toGo === 1 ? 'One more day' : `${toGo} more days`} to the {streak.nextMilestone.days}-day
          chest:
        </span>
        <RewardChips reward={streak.nextMilestone.reward} />
      </div>
    </Panel>
  );
}
