import type { LeaderboardEntry } from '@alchemy/contracts';
import { formatNumber } from '@/lib/format';

/** An all-time row's line under the name: the title the player shows, level, experience. */
export function LevelLine({ entry }: { entry: LeaderboardEntry }) {
  return (
    <>
      {entry.title && (
        <>
          <span className="board__title" data-testid="board-title">
            {entry.title}
          </span>{' '}
          ·{' '}
        </>
      )}
      Level {entry.level} · {formatNumber(entry.experience)} XP
    </>
  );
}
