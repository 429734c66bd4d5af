import { Icon } from '@/components/ui/icon';
import { useTurnCountdown } from '@/shared/use-turn-countdown';
import { formatCountdown, localTurnTime } from '../goal-texts';

interface DayCountdownProps {
  nextDayAt: string;
  /** Seconds to the turn when the answer came, by the server's clock. */
  secondsToNextDay: number;
  /** When the answer came (ms, this device's clock). */
  since: number;
  /** The day turned: ask for the new goals. */
  onTurn: () => void;
}

/** 'New goals in 5 h 12 min, at 01:00': counts down on this device from the server's word. */
export function DayCountdown({ nextDayAt, secondsToNextDay, since, onTurn }: DayCountdownProps) {
  const left = useTurnCountdown(secondsToNextDay, since, onTurn);

  return (
    <p className="goals__countdown" data-testid="goals-countdown">
      <Icon name="sands-of-time" size="1.1em" />
      <span>
        New goals in <strong>{formatCountdown(left)}</strong>, at{' '}
        <time dateTime={nextDayAt}>{localTurnTime(nextDayAt)}</time> your time
      </span>
    </p>
  );
}
