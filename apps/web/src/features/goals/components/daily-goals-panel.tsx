import type { DailyGoal, GoalClaimResult, StreakMilestoneView } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { flyReward } from '@/shared/reward/reward-flight';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/shared/queries/query-keys';
import { playClaimSound, playFanfareSound } from '@/shared/reward/reward-sounds';
import { showSnackbar } from '@/lib/snackbar-store';
import { useClaimGoal } from '../api/claim-goal';
import { useGoals } from '../api/get-goals';
import { DayCountdown } from './day-countdown';
import { GoalCard } from './goal-card';
import { MilestoneDialog } from './milestone-dialog';
import { StreakPanel } from './streak-panel';

/** How long a claim's failure stays on screen. */
const CLAIM_ERROR_MS = 5000;

/** The Today tab: the streak, today's goals with their claims, the day's countdown. */
export function DailyGoalsPanel() {
  const query = useGoals();
  const queryClient = useQueryClient();
  const claim = useClaimGoal();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [milestone, setMilestone] = useState<StreakMilestoneView | null>(null);

  const onClaim = (goal: DailyGoal, button: HTMLElement | null) => {
    setClaiming(goal.id);
    claim.mutate(goal.id, {
      onSuccess: (result: GoalClaimResult) => {
        if (!result.alreadyClaimed) playClaimSound();
        // The balances change as the reward lands on them; a milestone's chest opens then.
        void flyReward(button, result.paid).then(() => {
          queryClient.setQueryData(queryKeys.profile, result.profile);
          if (result.milestone) {
            playFanfareSound();
            setMilestone(result.milestone);
          }
        });
      },
      onError: (error) => {
        showSnackbar(errorMessage(error), { type: 'error', durationMs: CLAIM_ERROR_MS });
        void query.refetch();
      },
      onSettled: () => setClaiming(null),
    });
  };

  const data = query.data;
  if (!data) {
    return query.isError ? (
      <p className="goals__empty">The goals could not be loaded. Try again later.</p>
    ) : (
      <div className="goals__loading">
        <Spinner label="Loading today's goals" />
      </div>
    );
  }

  const done = data.goals.filter((goal) => goal.status !== 'active').length;
  return (
    <div className="goals__today">
      <StreakPanel streak={data.streak} />
      <Panel className="goals__list-panel" aria-labelledby="todays-goals">
        <header className="goals__list-header">
          <h2 id="todays-goals">Today’s goals</h2>
          <span className="goals__tally" data-testid="goals-tally">
            {done} of {data.goals.length} done
          </span>
        </header>
        <DayCountdown
          nextDayAt={data.nextDayAt}
          secondsToNextDay={data.secondsToNextDay}
          since={query.dataUpdatedAt}
          onTurn={() => void query.refetch()}
        />
        <ul className="goals__list">
          {data.goals.map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              claiming={claiming === goal.id}
              disabled={claiming !== null}
              onClaim={onClaim}
            />
          ))}
        </ul>
        {data.collectionsReady > 0 && (
          <p className="goals__collections">
            <Link to="/game/encyclopedia">
              {data.collectionsReady === 1
                ? 'A collection reward waits in the Codex.'
                : `${data.collectionsReady} collection rewards wait in the Codex.`}
            </Link>
          </p>
        )}
      </Panel>
      <MilestoneDialog milestone={milestone} onClose={() => setMilestone(null)} />
    </div>
  );
}
