/**
 * The streak (docs/RULES.md, "Streak"): game days in a row on which the player claimed at
 * least one daily goal. One missed day a week is forgiven by the weekly freeze: a single
 * missed day between two counted days keeps the streak, if no other day of that missed
 * day's week (Monday to Sunday, game days) was forgiven. Two missed days in a row always
 * end it, even across a week's boundary. Streak lengths in STREAK_MILESTONES pay.
 */
import { STREAK_MILESTONES, STREAK_REPEAT_DAYS, type Reward } from './rewards';

export interface StreakState {
  /** Days in the streak, the forgiven day not counted. */
  days: number;
  best: number;
  /** The last game day that counted; null before the first. */
  lastDay: number | null;
  /** The last missed day the freeze forgave; null if never. */
  lastFreezeDay: number | null;
}

export const NO_STREAK: StreakState = { days: 0, best: 0, lastDay: null, lastFreezeDay: null };

/** Game day 4 (1970-01-05) was a Monday: weeks run Monday to Sunday. */
const FIRST_MONDAY = 4;

/** The week a game day belongs to (consecutive weeks differ by one). */
export function weekOf(day: number): number {
  return Math.floor((day - FIRST_MONDAY) / 7);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: number): number {
  return FIRST_MONDAY + weekOf(day) * 7;
}

/** Whether the freeze may forgive `missedDay`: none was used in that day's week. */
export function freezeReady(state: StreakState, missedDay: number): boolean {
  return state.lastFreezeDay === null || weekOf(state.lastFreezeDay) !== weekOf(missedDay);
}

export interface StreakMilestone {
  days: number;
  reward: Reward;
}

/** The milestone a streak of `days` reaches, if any: 3, 7, 14, 30, then every 30 days. */
export function milestoneAt(days: number): StreakMilestone | null {
  const listed = STREAK_MILESTONES.find((milestone) => milestone.days === days);
  if (listed) return listed;
  const last = STREAK_MILESTONES[STREAK_MILESTONES.length - 1];
  if (!last || days <= last.days) return null;
  return (days - last.days) % STREAK_REPEAT_DAYS === 0 ? { days, reward: last.reward } : null;
}

/** The next milestone after a streak of `days`. */
export function nextMilestone(days: number): StreakMilestone {
  for (let next = days + 1; ; next += 1) {
    const milestone = milestoneAt(next);
    if (milestone) return milestone;
  }
}

export interface CountedDay {
  state: StreakState;
  /** The missed day the freeze forgave now, if it did. */
  frozeDay: number | null;
  /** The milestone reached now, to pay. */
  milestone: StreakMilestone | null;
}

/**
 * Counts `day` (a goal was claimed on it). Counting a day again, or a day before the last
 * one counted, changes nothing.
 */
export function countDay(state: StreakState, day: number): CountedDay {
  const unchanged = { state, frozeDay: null, milestone: null };
  if (state.lastDay !== null && day <= state.lastDay) return unchanged;
  let days = 1;
  let frozeDay: number | null = null;
  if (state.lastDay === day - 1) days = state.days + 1;
  else if (state.lastDay === day - 2 && freezeReady(state, day - 1)) {
    days = state.days + 1;
    frozeDay = day - 1;
  }
  const next: StreakState = {
    days,
    best: Math.max(state.best, days),
    lastDay: day,
    lastFreezeDay: frozeDay ?? state.lastFreezeDay,
  };
  return { state: next, frozeDay, milestone: milestoneAt(days) };
}

export type StreakDayState = 'played' | 'frozen' | 'missed' | 'today' | 'upcoming';

export interface StreakView {
  /** The streak as it stands today: 0 once it is lost. */
  days: number;
  best: number;
  /** Today already counts. */
  todayCounted: boolean;
  /** The freeze would forgive a day missed now (this week's is unused). */
  freezeReady: boolean;
  /** Yesterday was missed and the freeze will forgive it when today counts. */
  freezePending: boolean;
  /** Monday to Sunday of this week. */
  week: Array<{ day: number; state: StreakDayState }>;
}

/**
 * The streak as the goals panel shows it on `today`, with the days of this week that
 * counted (`playedDays`: the days on which a goal was claimed).
 */
export function streakView(
  state: StreakState,
  today: number,
  playedDays: ReadonlySet<number>,
): StreakView {
  const last = state.lastDay;
  const freezePending = last === today - 2 && freezeReady(state, today - 1);
  const alive = last !== null && (last >= today - 1 || freezePending);
  const monday = weekStart(today);
  const week = Array.from({ length: 7 }, (_, index) => {
    const day = monday + index;
    const stateOf = (): StreakDayState => {
      if (playedDays.has(day)) return 'played';
      if (day === state.lastFreezeDay || (freezePending && day === today - 1)) return 'frozen';
      if (day === today) return 'today';
      return day > today ? 'upcoming' : 'missed';
    };
    return { day, state: stateOf() };
  });
  return {
    days: alive ? state.days : 0,
    best: state.best,
    todayCounted: last === today,
    // A pending freeze spends yesterday's week's: this week's is gone if that is this week.
    freezeReady:
      freezeReady(state, today) && !(freezePending && weekOf(today - 1) === weekOf(today)),
    freezePending,
    week,
  };
}
