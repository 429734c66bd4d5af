/**
 * What a move's notices change in the goals already on screen (the menu's badge, the
 * panel): progress and status of each goal named, and the collection milestones waiting.
 * Applied to the cached answer, so a craft costs no second call. A goal the cache does not
 * hold (the day turned, or the move drew today's goals) asks for a fresh look instead.
 */
import type { DailyGoals, GameNotice } from '@alchemy/contracts';

export interface NoticesApplied {
  goals: DailyGoals;
  /** A notice named a goal this answer does not hold: ask the server again. */
  stale: boolean;
}

export function applyNotices(goals: DailyGoals, notices: readonly GameNotice[]): NoticesApplied {
  let stale = false;
  let next = goals;
  for (const notice of notices) {
    if (notice.type === 'goal') {
      const known = next.goals.some((goal) => goal.id === notice.id);
      if (!known) {
        stale = true;
        continue;
      }
      next = {
        ...next,
        goals: next.goals.map((goal) =>
          goal.id === notice.id && goal.status !== 'claimed'
            ? {
                ...goal,
                progress: notice.progress,
                status: notice.progress >= goal.target ? 'done' : 'active',
              }
            : goal,
        ),
      };
    } else if (notice.type === 'collection') {
      next = { ...next, collectionsReady: next.collectionsReady + 1 };
    }
  }
  return { goals: next, stale };
}

/** Goals done and waiting to be claimed: the number on the menu's badge. */
export function goalsReady(goals: DailyGoals | undefined): number {
  return goals?.goals.filter((goal) => goal.status === 'done').length ?? 0;
}
