import { describe, expect, it } from 'vitest';
import type { DailyGoals } from '@alchemy/contracts';
import { applyNotices, goalsReady } from './notice-cache';

const reward = { credits: 60, diamonds: 0, magicDust: 10 };
const goals: DailyGoals = {
  day: '2026-11-26',
  nextDayAt: '2026-11-27T00:00:00.000Z',
  secondsToNextDay: 3600,
  goals: [
    { id: 'a', kind: 'craft', target: 6, progress: 4, reward, status: 'active' },
    { id: 'b', kind: 'discover', target: 1, progress: 1, reward, status: 'claimed' },
  ],
  streak: {
    days: 1,
    best: 1,
    todayCounted: true,
    freezeReady: true,
    freezePending: false,
    week: [],
    nextMilestone: { days: 3, reward },
  },
  collectionsReady: 0,
};

describe('notices on the cached goals', () => {
  it('move a goal on and mark it done at its target', () => {
    const { goals: after, stale } = applyNotices(goals, [
      { type: 'goal', id: 'a', kind: 'craft', progress: 6, target: 6, completed: true },
    ]);
    expect(stale).toBe(false);
    expect(after.goals[0]).toMatchObject({ progress: 6, status: 'done' });
    expect(goalsReady(after)).toBe(1);
    expect(goalsReady(goals)).toBe(0);
  });

  it('leave a claimed goal claimed, and count collection milestones', () => {
    const { goals: after } = applyNotices(goals, [
      { type: 'goal', id: 'b', kind: 'discover', progress: 1, target: 1, completed: false },
      { type: 'collection', family: 'Flora', percent: 25 },
      { type: 'achievement', key: 'first-card' },
    ]);
    expect(after.goals[1]?.status).toBe('claimed');
    expect(after.collectionsReady).toBe(1);
  });

  it('ask again for a goal they do not hold', () => {
    const { goals: after, stale } = applyNotices(goals, [
      { type: 'goal', id: 'new', kind: 'craft', progress: 1, target: 6, completed: false },
    ]);
    expect(stale).toBe(true);
    expect(after).toBe(goals);
  });
});

describe('toasts', () => {
  it('tell one move in one toast: goals first, then achievements and chests', async () => {
    const { toastOf } = await import('./notice-texts');
    const moved = { type: 'goal', id: 'a', kind: 'craft', progress: 5, target: 6 } as const;
    expect(toastOf([{ ...moved, completed: false }], 'k')).toBeNull();
    expect(
      toastOf(
        [
          { ...moved, progress: 6, completed: true },
          { type: 'achievement', key: 'first-discovery' },
          { type: 'achievement', key: 'world-first' },
          { type: 'collection', family: 'Weather', percent: 25 },
        ],
        'k',
      ),
    ).toMatchObject({
      kind: 'goal',
      title: 'Goal complete!',
      lines: [
        'Combine 6 pairs',
        'Achievements: First Spark, Trailblazer',
        'Codex chest: Weather 25%',
      ],
      link: { to: '/game/goals' },
    });
    expect(toastOf([{ type: 'achievement', key: 'world-first' }], 'k')).toMatchObject({
      title: 'Achievement: Trailblazer',
      lines: ['New title to show: Trailblazer'],
      link: { to: '/game/goals?tab=achievements' },
    });
    expect(toastOf([{ type: 'collection', family: 'Flora', percent: 25 }], 'k')).toMatchObject({
      title: 'Flora 25% of a collection!',
      link: { to: '/game/encyclopedia' },
    });
  });
});
