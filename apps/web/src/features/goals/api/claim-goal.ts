import { type DailyGoals, type GoalClaimResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { goalsKeys } from './goals-keys';

/** POST /api/goals/{id}/claim: the reward once; a repeat answers `alreadyClaimed`. */
function claimGoal(goalId: string): Promise<GoalClaimResult> {
  return callEndpoint(endpoints.goalClaim, { params: { id: goalId } });
}

/** The goals on screen after a claim: the goal claimed, the streak as it now stands. */
function afterClaim(goals: DailyGoals, result: GoalClaimResult): DailyGoals {
  return {
    ...goals,
    goals: goals.goals.map((goal) => (goal.id === result.goal.id ? result.goal : goal)),
    streak: result.streak,
  };
}

export function useClaimGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGoal,
    // A claim is safe to repeat (the goal's own row pays once): an answer lost on the way
    // is asked again; a refusal is an answer.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    onSuccess: (result) => {
      queryClient.setQueryData<DailyGoals>(goalsKeys.goals, (goals) =>
        goals ? afterClaim(goals, result) : goals,
      );
      void queryClient.invalidateQueries({ queryKey: goalsKeys.achievements });
    },
  });
}
