import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameDayLabel } from '../game-day';
import {
  countDay,
  freezeReady,
  milestoneAt,
  nextMilestone,
  NO_STREAK,
  streakView,
  weekOf,
  weekStart,
  type StreakState,
} from './streak';

/** 2026-11-23, a Monday. */
const MONDAY = 20_780;
const [TUE, WED, THU, FRI, SAT, SUN] = [1, 2, 3, 4, 5, 6].map((offset) => MONDAY + offset) as [
  number,
  number,
  number,
  number,
  number,
  number,
];
const NEXT_MONDAY = MONDAY + 7;

/** The state after counting these days, in order. */
function play(days: readonly number[], from: StreakState = NO_STREAK): StreakState {
  return days.reduce((state, day) => countDay(state, day).state, from);
}

describe('weeks', () => {
  it('run Monday to Sunday', () => {
    expect(gameDayLabel(MONDAY)).toBe('2026-11-23');
    expect(weekOf(SUN)).toBe(weekOf(MONDAY));
    expect(weekOf(NEXT_MONDAY)).toBe(weekOf(MONDAY) + 1);
    expect(weekStart(THU)).toBe(MONDAY);
    expect(weekStart(NEXT_MONDAY)).toBe(NEXT_MONDAY);
    expect(weekStart(4)).toBe(4);
    expect(weekStart(3)).toBe(-3);
  });
});

describe('the streak', () => {
  it('grows one a day, counts a day once, and ignores a day before the last', () => {
    const three = play([MONDAY, TUE, WED]);
    expect(three).toEqual({ days: 3, best: 3, lastDay: WED, lastFreezeDay: null });
    expect(countDay(three, WED).state).toBe(three);
    expect(countDay(three, MONDAY).state).toBe(three);
  });

  it('forgives one missed day with the week’s freeze', () => {
    const counted = countDay(play([MONDAY, TUE]), THU);
    expect(counted.frozeDay).toBe(WED);
    expect(counted.state).toEqual({ days: 3, best: 3, lastDay: THU, lastFreezeDay: WED });
  });

  it('forgives only one missed day a week', () => {
    // Wednesday forgiven; Saturday missed in the same week ends the streak.
    expect(play([MONDAY, TUE, THU, FRI, SUN])).toMatchObject({ days: 1, best: 4 });
  });

  it('never forgives two missed days in a row, even across a week’s boundary', () => {
    // Sunday and Monday each lie in a week with an unused freeze: still two days.
    expect(play([FRI, SAT, NEXT_MONDAY + 1])).toMatchObject({ days: 1, lastFreezeDay: null });
  });

  it('gives each week its own freeze: Sunday forgiven, then Tuesday of the next week', () => {
    const state = play([FRI, SAT, NEXT_MONDAY, NEXT_MONDAY + 2]);
    expect(state).toMatchObject({ days: 4, lastFreezeDay: NEXT_MONDAY + 1 });
  });

  it('spends the missed day’s week’s freeze, not the week of the day that counts', () => {
    // Freeze used on Wednesday; Sunday missed, counted again on Monday: Sunday is in the
    // used week, so the streak ends although Monday's week has its freeze.
    expect(play([MONDAY, TUE, THU, FRI, SAT, NEXT_MONDAY])).toMatchObject({ days: 1, best: 5 });
  });

  it('keeps the best streak', () => {
    expect(play([MONDAY, TUE, WED, NEXT_MONDAY, NEXT_MONDAY + 1])).toMatchObject({
      days: 2,
      best: 3,
    });
  });

  it('holds its invariants over any days played', () => {
    const days = fc
      .uniqueArray(fc.integer({ min: 0, max: 90 }), { maxLength: 60 })
      .map((list) => list.map((offset) => MONDAY + offset).sort((a, b) => a - b));
    fc.assert(
      fc.property(days, (played) => {
        let state = NO_STREAK;
        const frozen: number[] = [];
        for (const day of played) {
          const before = state;
          const counted = countDay(state, day);
          state = counted.state;
          expect(state.best).toBeGreaterThanOrEqual(state.days);
          expect(state.days).toBeGreaterThanOrEqual(1);
          const gap = before.lastDay === null ? Infinity : day - before.lastDay;
          if (gap === 1) expect(state.days).toBe(before.days + 1);
          if (gap > 2) expect(state.days).toBe(1);
          if (gap === 2) {
            const kept = freezeReady(before, day - 1);
            expect(state.days).toBe(kept ? before.days + 1 : 1);
            expect(counted.frozeDay).toBe(kept ? day - 1 : null);
          }
          if (counted.frozeDay !== null) frozen.push(counted.frozeDay);
        }
        // At most one forgiven day a week, and never a day that was played.
        expect(new Set(frozen.map(weekOf)).size).toBe(frozen.length);
        for (const day of frozen) expect(played).not.toContain(day);
        expect(state.days).toBeLessThanOrEqual(played.length);
      }),
    );
  });
});

describe('milestones', () => {
  it.each([
    [3, 5],
    [7, 15],
    [14, 25],
    [30, 50],
    [60, 50],
    [90, 50],
  ])('a %i-day streak pays %i diamonds', (days, diamonds) => {
    expect(milestoneAt(days)?.reward.diamonds).toBe(diamonds);
  });

  it.each([1, 2, 4, 8, 29, 31, 45, 61])('a %i-day streak pays nothing', (days) => {
    expect(milestoneAt(days)).toBeNull();
  });

  it('names the next one', () => {
    expect(nextMilestone(0).days).toBe(3);
    expect(nextMilestone(3).days).toBe(7);
    expect(nextMilestone(29).days).toBe(30);
    expect(nextMilestone(30).days).toBe(60);
  });

  it('reports the milestone on the day that reaches it', () => {
    const two = play([MONDAY, TUE]);
    expect(countDay(two, WED).milestone?.days).toBe(3);
    expect(countDay(countDay(two, WED).state, WED).milestone).toBeNull();
  });
});

describe('the view', () => {
  const played = (...days: number[]) => new Set(days);

  it('shows a streak kept today, yesterday, or by a pending freeze, and 0 once lost', () => {
    const state = play([MONDAY, TUE]);
    expect(streakView(state, TUE, played(MONDAY, TUE))).toMatchObject({
      days: 2,
      todayCounted: true,
    });
    expect(streakView(state, WED, played(MONDAY, TUE))).toMatchObject({
      days: 2,
      todayCounted: false,
      freezePending: false,
      freezeReady: true,
    });
    expect(streakView(state, THU, played(MONDAY, TUE))).toMatchObject({
      days: 2,
      freezePending: true,
      freezeReady: false,
    });
    expect(streakView(state, FRI, played(MONDAY, TUE)).days).toBe(0);
  });

  it('draws the week: played, frozen, missed, today, upcoming', () => {
    const state = play([MONDAY, TUE, THU]);
    const view = streakView(state, FRI, played(MONDAY, TUE, THU));
    expect(view.week.map((entry) => entry.state)).toEqual([
      'played',
      'played',
      'frozen',
      'played',
      'today',
      'upcoming',
      'upcoming',
    ]);
    expect(view.week[0]?.day).toBe(MONDAY);
    expect(view.freezeReady).toBe(false);
  });

  it('shows the pending freeze on yesterday; on a Monday last week’s freeze leaves this week’s', () => {
    const state = play([FRI, SAT]);
    const view = streakView(state, NEXT_MONDAY, played());
    expect(view).toMatchObject({ days: 2, freezePending: true, freezeReady: true });
    expect(view.week[0]?.state).toBe('today');
  });
});
