import { useGoals } from '../api/get-goals';
import { goalsReady } from '../notice-cache';
import './goals-badge.css';

/**
 * A badge of the menu: on Goals, the goals done and waiting to be claimed; on the Codex,
 * the collection milestones reached and not claimed. Nothing when there are none.
 */
export function MenuBadge({ of }: { of: 'goals' | 'collections' }) {
  const data = useGoals().data;
  const ready = of === 'goals' ? goalsReady(data) : (data?.collectionsReady ?? 0);
  if (ready === 0) return null;
  const what =
    of === 'goals'
      ? ready === 1
        ? 'one goal'
        : `${ready} goals`
      : ready === 1
        ? 'one collection reward'
        : `${ready} collection rewards`;
  return (
    <span className="menu-badge" data-testid={`${of}-badge`}>
      <span aria-hidden="true">{ready}</span>
      <span className="sr-only">, {what} to claim</span>
    </span>
  );
}
