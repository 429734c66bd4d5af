import type { RaceAttempt, RaceToday } from '@alchemy/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { playClaimSound } from '@/shared/reward/reward-sounds';
import { showSnackbar } from '@/lib/snackbar-store';
import { playRefusedSound } from '@/lib/sound';
import {
  PRACTICE_AGAIN,
  PRACTICE_BADGE,
  rankLine,
  RESULT_COPIED,
  resultLine,
  RUN_OVER,
  SHARE_FAILED,
  SHARE_RESULT,
  TARGET_MADE,
} from '../race-texts';
import { shareResult, shareTextOf, type SharedResult } from '../share-result';
import { RaceTargetCard } from './race-target';
import { ShareSquares, SquaresLegend, squaresWords } from './share-squares';

interface RaceEndProps {
  today: RaceToday;
  /** The attempt that ended last: the scored one, or a practice run after it. */
  attempt: RaceAttempt;
  finishers: number | undefined;
  starting: boolean;
  onPractice: () => void;
}

/** The day's scored result: the server's, or the attempt's own while the rank is on its way. */
function scoredResult(today: RaceToday, attempt: RaceAttempt): SharedResult | null {
  if (today.result) return { day: today.day, ...today.result };
  if (!attempt.scored || attempt.status === 'playing') return null;
  return {
    day: today.day,
    status: attempt.status,
    crafts: attempt.crafts,
    timeMs: attempt.timeMs,
    trends: attempt.trends,
  };
}

/**
 * The end of an attempt: made or run over, the crafts and the time, the rank today, the
 * line of squares, 'Share result', and 'Practice again (unscored)'.
 */
export function RaceEnd({ today, attempt, finishers, starting, onPractice }: RaceEndProps) {
  const result = scoredResult(today, attempt);
  const [sharing, setSharing] = useState(false);
  const finished = attempt.status === 'finished';

  const share = async () => {
    if (!result) return;
    setSharing(true);
    try {
      const how = await shareResult(shareTextOf(result, window.location.origin));
      if (how === 'copied') {
        playClaimSound();
        showSnackbar(RESULT_COPIED, { type: 'success' });
      } else if (how === 'shared') {
        playClaimSound();
      }
    } catch {
      playRefusedSound();
      showSnackbar(SHARE_FAILED, { type: 'error' });
    } finally {
      setSharing(false);
    }
  };

  return (
    <section
      className={clsx('race-end', finished ? 'race-end--made' : 'race-end--over')}
      aria-labelledby="race-end-title"
      data-testid="race-end"
    >
      {!attempt.scored && <p className="race-end__practice">{PRACTICE_BADGE}</p>}
      <div className="race-end__hero">
        <RaceTargetCard target={today.target} made={finished} />
        <h2 id="race-end-title" className="race-end__title">
          <Icon name={finished ? 'laurels-trophy' : 'broken-bottle'} size="1.1em" />
          {finished ? TARGET_MADE : RUN_OVER}
        </h2>
        <p className="race-end__line">{resultLine(attempt)}</p>
      </div>
      {result && (
        <div className="race-end__score" data-testid="race-result">
          {!attempt.scored && <p className="race-end__kicker">Your scored result today</p>}
          {!attempt.scored && <p className="race-end__scored-line">{resultLine(result)}</p>}
          {today.result && (
            <p className="race-end__rank" data-testid="race-rank">
              <Icon name="medal" size="1.1em" />
              {rankLine(today.result.rank, finishers)}
            </p>
          )}
          <p className="race-end__squares" data-testid="race-squares">
            <span className="sr-only">Each craft: {squaresWords(result.trends)}.</span>
            <ShareSquares trends={result.trends} />
          </p>
          <SquaresLegend />
        </div>
      )}
      <div className="race-end__actions">
        {result && (
          <Button icon="share" onClick={() => void share()} disabled={sharing}>
            {SHARE_RESULT}
          </Button>
        )}
        <Button
          variant="secondary"
          icon="anticlockwise-rotation"
          onClick={onPractice}
          disabled={starting}
          aria-busy={starting}
        >
          {PRACTICE_AGAIN}
        </Button>
      </div>
    </section>
  );
}
