/**
 * The words and pictures of goals, streaks and achievements (docs/RULES.md, "Daily goals").
 * What each asks and pays is game-rules'; how it reads is here.
 */
import type { AchievementKey, GoalKind } from '@alchemy/game-rules';
import { countOf } from '@alchemy/contracts';
import type { GameIconName } from '@/components/ui/icon-names';

/** What a goal asks, in a line: 'Combine 6 pairs'. */
export function goalText(kind: GoalKind, target: number): string {
  switch (kind) {
    case 'craft':
      return `Combine ${countOf(target, 'pair')}`;
    case 'discover':
      return target === 1 ? 'Discover a new item' : `Discover ${countOf(target, 'new item')}`;
    case 'finish-run':
      return target === 1
        ? 'Play a crafting game to its end'
        : `Play ${countOf(target, 'crafting game')} to the end`;
    case 'forge-card':
      return target === 1 ? 'Forge a battle card' : `Forge ${countOf(target, 'battle card')}`;
    case 'improve-card':
      return target === 1 ? 'Improve a battle card' : `Improve battle cards ${target} times`;
    case 'fight-duels':
      return `Fight ${countOf(target, 'duel')}`;
    case 'win-duels':
      return `Win ${countOf(target, 'duel')}`;
    case 'list-card':
      return 'Offer a card for sale on the Market';
    case 'market-buy':
      return 'Buy a card or an exchange offer at the Market';
  }
}

export const GOAL_ICON: Record<GoalKind, GameIconName> = {
  craft: 'cauldron',
  discover: 'sparkles',
  'finish-run': 'flag-objective',
  'forge-card': 'anvil-impact',
  'improve-card': 'upgrade',
  'fight-duels': 'crossed-swords',
  'win-duels': 'laurels-trophy',
  'list-card': 'wooden-sign',
  'market-buy': 'shopping-cart',
};

/** Where a goal is done, for its 'Go' link. */
export const GOAL_PLACE: Record<GoalKind, { to: string; label: string }> = {
  craft: { to: '/game/crafting', label: 'Craft' },
  discover: { to: '/game/crafting', label: 'Craft' },
  'finish-run': { to: '/game/crafting', label: 'Craft' },
  'forge-card': { to: '/game/lab', label: 'To the Lab' },
  'improve-card': { to: '/game/lab', label: 'To the Lab' },
  'fight-duels': { to: '/game/arena', label: 'To the Arena' },
  'win-duels': { to: '/game/arena', label: 'To the Arena' },
  'list-card': { to: '/game/market', label: 'To the Market' },
  'market-buy': { to: '/game/market', label: 'To the Market' },
};

export const ACHIEVEMENT_ICON: Record<AchievementKey, GameIconName> = {
  'first-discovery': 'sparkles',
  'discoveries-25': 'open-book',
  'discoveries-100': 'spell-book',
  'discoveries-300': 'bookshelf',
  'world-first': 'flag-objective',
  'world-firsts-10': 'treasure-map',
  'first-card': 'anvil-impact',
  'first-win': 'crossed-swords',
  'wins-in-a-row-10': 'flame-spin',
  'wins-100': 'laurel-crown',
  'first-ascension': 'star-formation',
  'first-sale': 'shaking-hands',
  'full-family': 'jeweled-chalice',
  'streak-7': 'campfire',
  'streak-30': 'torch',
  'goals-50': 'target-arrows',
  'level-10': 'medal',
};

/** '5 h 12 min', '12 min', '45 s': how long until the goals turn over. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return `${minutes} min`;
  return `${whole} s`;
}

/** The turn of the day in the player's own clock: '01:00' for midnight UTC in Paris. */
export function localTurnTime(nextDayAtIso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(nextDayAtIso));
}

/** The streak's line under its count. */
export function streakLine(streak: {
  days: number;
  todayCounted: boolean;
  freezePending: boolean;
}): string {
  if (streak.todayCounted) {
    return `Today counts. Come back tomorrow for day ${streak.days + 1}.`;
  }
  if (streak.freezePending) {
    return 'You missed yesterday: your freeze covers it once you claim a goal today.';
  }
  if (streak.days > 0) return `Claim a goal today to keep your ${streak.days}-day streak.`;
  return 'Claim a goal today to start a streak.';
}

/** The freeze's line: ready, or spent this week. */
export function freezeLine(streak: { freezeReady: boolean; freezePending: boolean }): string {
  if (streak.freezePending) return 'Freeze in use: yesterday is forgiven when today counts.';
  if (streak.freezeReady) return 'Freeze ready: one missed day this week is forgiven.';
  return 'This week’s freeze is spent. A new one comes on Monday.';
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Monday first, as the streak's week. */
export function weekdayOf(index: number): string {
  return WEEKDAYS[index] ?? '';
}
