/**
 * Achievements (docs/RULES.md, "Achievements"): firsts and feats, each earned once when one
 * of the player's counters reaches its target, and each giving a title the player may show
 * next to their name on the leaderboards and the profile. They pay no currency.
 *
 * The counters change only through the events the moves report (goals/events.ts), inside
 * the move's transaction, so an achievement is earned by what happened on the server.
 */
import type { ProgressEvent } from './events';

export const STATS = [
  'discoveries',
  'worldFirsts',
  'cardsForged',
  'cardsAscended',
  'duelsWon',
  /** Duels won since the last lost one. */
  'winRun',
  'bestWinRun',
  'cardsSold',
  'familiesCompleted',
  'goalsClaimed',
  'bestStreak',
  /** The highest level reached. */
  'level',
] as const;
export type StatName = (typeof STATS)[number];
export type Stats = Readonly<Record<StatName, number>>;

export const NO_STATS: Stats = {
  discoveries: 0,
  worldFirsts: 0,
  cardsForged: 0,
  cardsAscended: 0,
  duelsWon: 0,
  winRun: 0,
  bestWinRun: 0,
  cardsSold: 0,
  familiesCompleted: 0,
  goalsClaimed: 0,
  bestStreak: 0,
  level: 1,
};

/** The counters after the events, in order. */
export function applyEvents(stats: Stats, events: readonly ProgressEvent[]): Stats {
  const next: Record<StatName, number> = { ...stats };
  const add = (stat: StatName, amount = 1) => {
    next[stat] += amount;
  };
  for (const event of events) {
    switch (event.type) {
      case 'discovered':
        add('discoveries');
        if (event.worldFirst) add('worldFirsts');
        break;
      case 'card-forged':
        add('cardsForged');
        break;
      case 'card-improved':
        if (event.ascended) add('cardsAscended');
        break;
      case 'duel-fought':
        if (event.won) {
          add('duelsWon');
          add('winRun');
          next.bestWinRun = Math.max(next.bestWinRun, next.winRun);
        } else {
          next.winRun = 0;
        }
        next.level = Math.max(next.level, event.level);
        break;
      case 'card-sold':
        add('cardsSold');
        break;
      case 'family-completed':
        add('familiesCompleted');
        break;
      case 'goal-claimed':
        add('goalsClaimed');
        next.bestStreak = Math.max(next.bestStreak, event.streakDays);
        break;
      case 'crafted':
      case 'run-finished':
      case 'card-listed':
      case 'market-bought':
        break;
    }
  }
  return next;
}

export interface Achievement {
  /** The counter it watches, and the value that earns it. */
  stat: StatName;
  target: number;
  name: string;
  /** What a player may show next to their name once earned. */
  title: string;
  description: string;
}

export const ACHIEVEMENT_KEYS = [
  'first-discovery',
  'discoveries-25',
  'discoveries-100',
  'discoveries-300',
  'world-first',
  'world-firsts-10',
  'first-card',
  'first-win',
  'wins-in-a-row-10',
  'wins-100',
  'first-ascension',
  'first-sale',
  'full-family',
  'streak-7',
  'streak-30',
  'goals-50',
  'level-10',
] as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];

export function isAchievementKey(value: string): value is AchievementKey {
  return (ACHIEVEMENT_KEYS as readonly string[]).includes(value);
}

export const ACHIEVEMENTS: Readonly<Record<AchievementKey, Achievement>> = {
  'first-discovery': {
    stat: 'discoveries',
    target: 1,
    name: 'First Spark',
    title: 'Tinkerer',
    description: 'Discover your first item.',
  },
  'discoveries-25': {
    stat: 'discoveries',
    target: 25,
    name: 'Curious Mind',
    title: 'Apprentice',
    description: 'Discover 25 items.',
  },
  'discoveries-100': {
    stat: 'discoveries',
    target: 100,
    name: 'Hundredfold',
    title: 'Alchemist',
    description: 'Discover 100 items.',
  },
  'discoveries-300': {
    stat: 'discoveries',
    target: 300,
    name: 'Walking Codex',
    title: 'Sage',
    description: 'Discover 300 items.',
  },
  'world-first': {
    stat: 'worldFirsts',
    target: 1,
    name: 'Trailblazer',
    title: 'Trailblazer',
    description: 'Be the first in the world to discover an item.',
  },
  'world-firsts-10': {
    stat: 'worldFirsts',
    target: 10,
    name: 'Pathfinder',
    title: 'Pathfinder',
    description: 'Be the first in the world to discover 10 items.',
  },
  'first-card': {
    stat: 'cardsForged',
    target: 1,
    name: 'Forged in Fire',
    title: 'Cardwright',
    description: 'Forge your first battle card in the Lab.',
  },
  'first-win': {
    stat: 'duelsWon',
    target: 1,
    name: 'First Victory',
    title: 'Duelist',
    description: 'Win your first duel.',
  },
  'wins-in-a-row-10': {
    stat: 'bestWinRun',
    target: 10,
    name: 'Unbroken',
    title: 'the Unbroken',
    description: 'Win 10 duels in a row.',
  },
  'wins-100': {
    stat: 'duelsWon',
    target: 100,
    name: 'Centurion',
    title: 'Centurion',
    description: 'Win 100 duels.',
  },
  'first-ascension': {
    stat: 'cardsAscended',
    target: 1,
    name: 'Ascension',
    title: 'Ascendant',
    description: 'Ascend a battle card.',
  },
  'first-sale': {
    stat: 'cardsSold',
    target: 1,
    name: 'Open for Business',
    title: 'Merchant',
    description: 'Sell a card to another player on the Market.',
  },
  'full-family': {
    stat: 'familiesCompleted',
    target: 1,
    name: 'Curator',
    title: 'Curator',
    description: 'Complete a family of the Codex.',
  },
  'streak-7': {
    stat: 'bestStreak',
    target: 7,
    name: 'Creature of Habit',
    title: 'Devoted',
    description: 'Keep a 7-day streak.',
  },
  'streak-30': {
    stat: 'bestStreak',
    target: 30,
    name: 'Unwavering',
    title: 'Steadfast',
    description: 'Keep a 30-day streak.',
  },
  'goals-50': {
    stat: 'goalsClaimed',
    target: 50,
    name: 'Taskmaster',
    title: 'Dutiful',
    description: 'Claim 50 daily goals.',
  },
  'level-10': {
    stat: 'level',
    target: 10,
    name: 'Veteran',
    title: 'Veteran',
    description: 'Reach level 10.',
  },
};

/** The achievements the counters have reached that are not earned yet, in list order. */
export function newlyEarned(stats: Stats, earned: ReadonlySet<AchievementKey>): AchievementKey[] {
  return ACHIEVEMENT_KEYS.filter(
    (key) => !earned.has(key) && stats[ACHIEVEMENTS[key].stat] >= ACHIEVEMENTS[key].target,
  );
}

/**
 * The achievements going from `before` to `after` earns: those whose counter crossed the
 * target. Every counter an achievement watches only grows, so each is crossed once.
 */
export function achievementsCrossed(before: Stats, after: Stats): AchievementKey[] {
  return ACHIEVEMENT_KEYS.filter((key) => {
    const { stat, target } = ACHIEVEMENTS[key];
    return before[stat] < target && after[stat] >= target;
  });
}

/** How far along an achievement is, capped at its target. */
export function achievementProgress(key: AchievementKey, stats: Stats): number {
  const { stat, target } = ACHIEVEMENTS[key];
  return Math.min(target, stats[stat]);
}

/** The title a stored key shows, or null for none (or a key no longer in the list). */
export function titleOf(key: string | null): string | null {
  return key !== null && isAchievementKey(key) ? ACHIEVEMENTS[key].title : null;
}
