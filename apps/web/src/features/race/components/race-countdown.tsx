import { Icon } from '@/components/ui/icon';
import { useTurnCountdown } from '@/shared/use-turn-countdown';
import { clockTime, countdownWords, formatCountdownClock } from '../race-time';
import { turnLine } from '../race-texts';

interface RaceCountdownProps {
  nextRaceAt: string;
  /** Seconds to the next race when the answer came, by the server's clock. */
  secondsToNextRace: number;
  /** When that answer arrived (ms, this device's clock). */
  since: number;
  /** The day turned: ask for the new race. */
  onTurn: () => void;
}

/**
 * 'Next race in 5:07:09, at 01:00 your time (00:00 UTC)': ticks every second on this
 * device from the server's word. Screen readers get the words once, not every tick.
 */
export function RaceCountdown({
  nextRaceAt,
  secondsToNextRace,
  since,
  onTurn,
}: RaceCountdownProps) {
  const left = Math.max(0, useTurnCountdown(secondsToNextRace, since, onTurn));

  return (
    <p className="race-meta__item race-countdown" data-testid="race-countdown">
      <Icon name="sands-of-time" size="1.2em" />
      <span>
        <span className="sr-only">Next race in {countdownWords(left)}, </span>
        <span aria-hidden="true">
          Next race in{' '}
          <strong className="race-countdown__clock">{formatCountdownClock(left)}</strong>,{' '}
        </span>
        <time dateTime={nextRaceAt}>
          {turnLine(clockTime(nextRaceAt), clockTime(nextRaceAt, 'UTC'))}
        </time>
      </span>
    </p>
  );
}
