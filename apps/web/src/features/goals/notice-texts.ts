/**
 * What a toast says for the notices of one move (contracts' GameNotice): one toast a move,
 * however much it did, so a craft that completes a goal and earns two achievements says so
 * in one place instead of covering the screen.
 */
import type { GameNotice } from '@alchemy/contracts';
import { ACHIEVEMENTS } from '@alchemy/game-rules';
import type { GameIconName } from '@/components/ui/icon-names';
import { ACHIEVEMENT_ICON, GOAL_ICON, goalText } from './goal-texts';

export interface NoticeToast {
  key: string;
  /** What leads: a goal done, else an achievement, else a collection chest. */
  kind: 'goal' | 'achievement' | 'collection';
  icon: GameIconName;
  title: string;
  lines: string[];
  link: { to: string; label: string };
}

const names = (words: readonly string[]) => words.join(', ');

/** The toast of one move's notices, or null when they only moved goals on. */
export function toastOf(notices: readonly GameNotice[], key: string): NoticeToast | null {
  const goals = notices.flatMap((notice) =>
    notice.type === 'goal' && notice.completed ? [notice] : [],
  );
  const achievements = notices.flatMap((notice) =>
    notice.type === 'achievement' ? [ACHIEVEMENTS[notice.key]] : [],
  );
  const firstAchievement = notices.find((notice) => notice.type === 'achievement');
  const chests = notices.flatMap((notice) =>
    notice.type === 'collection' ? [`${notice.family} ${notice.percent}%`] : [],
  );
  const achievementLine =
    achievements.length === 1
      ? `Achievement: ${names(achievements.map((entry) => entry.name))}`
      : `Achievements: ${names(achievements.map((entry) => entry.name))}`;
  const chestLine = `Codex chest: ${names(chests)}`;

  const [goal] = goals;
  if (goal) {
    return {
      key,
      kind: 'goal',
      icon: GOAL_ICON[goal.kind],
      title: goals.length === 1 ? 'Goal complete!' : `${goals.length} goals complete!`,
      lines: [
        goals.map((done) => goalText(done.kind, done.target)).join(' · '),
        ...(achievements.length > 0 ? [achievementLine] : []),
        ...(chests.length > 0 ? [chestLine] : []),
      ],
      link: { to: '/game/goals', label: 'Claim' },
    };
  }
  if (firstAchievement?.type === 'achievement') {
    const lead = ACHIEVEMENTS[firstAchievement.key];
    return {
      key,
      kind: 'achievement',
      icon: ACHIEVEMENT_ICON[firstAchievement.key],
      title: achievements.length === 1 ? `Achievement: ${lead.name}` : achievementLine,
      lines: [
        achievements.length === 1
          ? `New title to show: ${lead.title}`
          : `New titles to show: ${names(achievements.map((entry) => entry.title))}`,
        ...(chests.length > 0 ? [chestLine] : []),
      ],
      link: { to: '/game/goals?tab=achievements', label: 'See' },
    };
  }
  if (chests.length > 0) {
    return {
      key,
      kind: 'collection',
      icon: 'open-treasure-chest',
      title: chests.length === 1 ? `${chests[0]} of a collection!` : chestLine,
      lines: ['A chest waits for you in the Codex.'],
      link: { to: '/game/encyclopedia', label: 'Open' },
    };
  }
  return null;
}
