import { describe, expect, it } from 'vitest';
import {
  achievementsCrossed,
  achievementProgress,
  ACHIEVEMENT_KEYS,
  ACHIEVEMENTS,
  applyEvents,
  newlyEarned,
  NO_STATS,
  titleOf,
} from './achievements';
import type { ProgressEvent } from './events';

const win: ProgressEvent = { type: 'duel-fought', won: true, level: 2 };
const loss: ProgressEvent = { type: 'duel-fought', won: false, level: 2 };

describe('the counters', () => {
  it('count discoveries and world firsts', () => {
    const stats = applyEvents(NO_STATS, [
      { type: 'discovered', worldFirst: true, family: 'Liquids' },
      { type: 'discovered', worldFirst: false, family: 'Weather' },
      { type: 'crafted' },
    ]);
    expect(stats).toMatchObject({ discoveries: 2, worldFirsts: 1 });
  });

  it('keep the run of wins and the best run, and the highest level', () => {
    const stats = applyEvents(NO_STATS, [win, win, win, loss, win, { ...win, level: 5 }]);
    expect(stats).toMatchObject({ duelsWon: 5, winRun: 2, bestWinRun: 3, level: 5 });
    expect(applyEvents(stats, [{ ...loss, level: 4 }]).level).toBe(5);
  });

  it('count ascensions, not every improvement', () => {
    const stats = applyEvents(NO_STATS, [
      { type: 'card-improved', ascended: false },
      { type: 'card-improved', ascended: true },
    ]);
    expect(stats.cardsAscended).toBe(1);
  });

  it('count claimed goals and keep the best streak', () => {
    const stats = applyEvents(NO_STATS, [
      { type: 'goal-claimed', streakDays: 6 },
      { type: 'goal-claimed', streakDays: 7 },
      { type: 'goal-claimed', streakDays: 1 },
    ]);
    expect(stats).toMatchObject({ goalsClaimed: 3, bestStreak: 7 });
  });
});

describe('achievements', () => {
  it('are earned once each, when their counter reaches the target', () => {
    const stats = applyEvents(NO_STATS, [
      { type: 'discovered', worldFirst: true, family: 'Liquids' },
    ]);
    expect(newlyEarned(stats, new Set())).toEqual(['first-discovery', 'world-first']);
    expect(newlyEarned(stats, new Set(['first-discovery', 'world-first']))).toEqual([]);
  });

  it('are crossed once: a counter that only grows passes each target once', () => {
    const one = applyEvents(NO_STATS, [{ type: 'card-forged' }]);
    const two = applyEvents(one, [{ type: 'card-forged' }]);
    expect(achievementsCrossed(NO_STATS, one)).toEqual(['first-card']);
    expect(achievementsCrossed(one, two)).toEqual([]);
  });

  it('earn 10 wins in a row only in a row', () => {
    const nine = applyEvents(NO_STATS, Array<ProgressEvent>(9).fill(win));
    const broken = applyEvents(nine, [loss, win]);
    expect(newlyEarned(broken, new Set())).not.toContain('wins-in-a-row-10');
    const ten = applyEvents(nine, [win]);
    expect(newlyEarned(ten, new Set())).toContain('wins-in-a-row-10');
    expect(achievementProgress('wins-in-a-row-10', broken)).toBe(9);
  });

  it('each have a name, a title and words', () => {
    for (const key of ACHIEVEMENT_KEYS) {
      const { name, title, description, target } = ACHIEVEMENTS[key];
      expect(name.length).toBeGreaterThan(2);
      expect(title.length).toBeLessThanOrEqual(16);
      expect(description).toMatch(/\.$/);
      expect(target).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(ACHIEVEMENT_KEYS.map((key) => ACHIEVEMENTS[key].title)).size).toBe(
      ACHIEVEMENT_KEYS.length,
    );
  });

  it('show a stored key as its title, an unknown one as none', () => {
    expect(titleOf('world-first')).toBe('Trailblazer');
    expect(titleOf('retired-achievement')).toBeNull();
    expect(titleOf(null)).toBeNull();
  });
});
