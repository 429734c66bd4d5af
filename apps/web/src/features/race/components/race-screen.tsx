import type { RaceAttempt, RaceToday } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { playGoalDoneSound } from '@/shared/reward/reward-sounds';
import { showSnackbar } from '@/lib/snackbar-store';
import { playRefusedSound, useAudioUnlock } from '@/lib/sound';
import { useRaceBoard } from '../api/get-race-board';
import { useRaceToday } from '../api/get-race-today';
import { raceKeys } from '../api/race-keys';
import { useStartRace } from '../api/start-race';
import {
  RACE_LEAD,
  RACE_LOAD_FAILED,
  RACE_TITLE,
  START_FAILED,
  START_LABEL,
  START_NOTE,
  streakNote,
  streakText,
  TRY_AGAIN,
} from '../race-texts';
import { readableDay } from '../race-time';
import { RaceBoardPanel } from './race-board';
import { RaceCountdown } from './race-countdown';
import { RaceEnd } from './race-end';
import { RacePlay } from './race-play';
import { RaceTargetCard } from './race-target';
import { YesterdayPaths } from './yesterday-paths';
import './race-screen.css';

/**
 * /game/race (docs/RULES.md, "The daily race"): today's target, the countdown and the
 * streak; 'Start race', the race itself, its end with the share line; the board of the day
 * and yesterday's paths.
 */
export function RaceScreen() {
  useAudioUnlock();
  const queryClient = useQueryClient();
  const today = useRaceToday();
  const { mutateAsync: startRace, isPending: starting } = useStartRace();

  const start = async () => {
    try {
      await startRace();
      playGoalDoneSound();
    } catch (error) {
      playRefusedSound();
      showSnackbar(error instanceof ApiError && error.message ? error.message : START_FAILED, {
        type: 'error',
      });
    }
  };

  if (today.isPending) {
    return (
      <div className="race race--loading">
        <Spinner label="Loading today’s race" />
      </div>
    );
  }
  if (today.isError) {
    return (
      <div className="race race--loading">
        <p>{RACE_LOAD_FAILED}</p>
        <Button variant="ghost" onClick={() => void today.refetch()}>
          {TRY_AGAIN}
        </Button>
      </div>
    );
  }

  const data = today.data;
  const attempt = data.attempt;
  return (
    <div className="race">
      <header className="race__header">
        <h1>
          {RACE_TITLE}
          <span className="race__day">{readableDay(data.day)}</span>
        </h1>
        <p className="race__lead">{RACE_LEAD}</p>
      </header>
      <div className="race-meta">
        <RaceCountdown
          nextRaceAt={data.nextRaceAt}
          secondsToNextRace={data.secondsToNextRace}
          since={today.dataUpdatedAt}
          onTurn={() => void queryClient.invalidateQueries({ queryKey: raceKeys.all })}
        />
        <p className="race-meta__item race-streak" title={streakNote(data.streak)}>
          <Icon name="campfire" size="1.2em" />
          <span>
            <strong data-testid="race-streak">{streakText(data.streak.days)}</strong>
            <span className="race-streak__note">{streakNote(data.streak)}</span>
          </span>
        </p>
      </div>
      <Phase
        today={data}
        attempt={attempt}
        receivedAtMs={today.dataUpdatedAt}
        starting={starting}
        onStart={() => void start()}
      />
      <RaceBoardPanel />
      <YesterdayPaths today={data.day} />
    </div>
  );
}

interface PhaseProps {
  today: RaceToday;
  attempt: RaceAttempt | null;
  receivedAtMs: number;
  starting: boolean;
  onStart: () => void;
}

/** Before the start, the race under way, or its end. */
function Phase({ today, attempt, receivedAtMs, starting, onStart }: PhaseProps) {
  const world = useRaceBoard('world');
  if (!attempt) {
    return (
      <section className="race-start" aria-label="Today’s race">
        <RaceTargetCard target={today.target} />
        <p className="race-start__note">{START_NOTE}</p>
        <Button
          icon="flag-objective"
          className="race-start__go"
          onClick={onStart}
          disabled={starting}
          aria-busy={starting}
        >
          {START_LABEL}
        </Button>
      </section>
    );
  }
  if (attempt.status === 'playing') {
    return (
      <RacePlay
        key={attempt.id}
        target={today.target}
        attempt={attempt}
        receivedAtMs={receivedAtMs}
      />
    );
  }
  return (
    <RaceEnd
      today={today}
      attempt={attempt}
      finishers={world.data?.finishers}
      starting={starting}
      onPractice={onStart}
    />
  );
}
