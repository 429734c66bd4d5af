import type { LeaderboardEntry } from '@alchemy/contracts';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { BoardRow } from '../leaderboard-rows';
import { INVITE, INVITED, RANKS_SKIPPED, YOU } from '../profile-texts';

interface BoardListProps {
  label: string;
  rows: BoardRow[];
  /** The player being invited, while they are. */
  invitingId?: string | null;
  onInvite?: (entry: LeaderboardEntry) => void;
}

/**
 * A board as a list: rank, avatar, name, the title the player shows, level and
 * experience; the player's row is
 * highlighted (and marked as the current one for screen readers). One column at every
 * width: the level and experience sit under the name, so 360 px never scrolls sideways.
 */
export function BoardList({ label, rows, invitingId = null, onInvite }: BoardListProps) {
  return (
    <ol className="board" aria-label={label}>
      {rows.map((row) =>
        row.kind === 'gap' ? (
          <li key="gap" className="board__gap">
            <span aria-hidden="true">⋯</span>
            <span className="sr-only">{RANKS_SKIPPED}</span>
          </li>
        ) : (
          <li
            key={row.entry.playerId}
            className={clsx('board__row', row.highlighted && 'board__row--you')}
            aria-current={row.highlighted ? 'true' : undefined}
            data-testid={`board-row-${row.entry.playerId}`}
          >
            <span className="board__rank">
              <span className="sr-only">Rank </span>
              {row.entry.rank}
            </span>
            <img
              className="board__avatar"
              src={row.entry.avatarUrl}
              alt=""
              width={40}
              height={40}
              loading="lazy"
            />
            <span className="board__who">
              <span className="board__name">
                <span className="board__name-text">{row.entry.name}</span>
                {row.highlighted && <span className="board__you">{YOU}</span>}
              </span>
              <span className="board__meta">
                {row.entry.title && (
                  <>
                    <span className="board__title" data-testid="board-title">
                      {row.entry.title}
                    </span>{' '}
                    ·{' '}
                  </>
                )}
                Level {row.entry.level} · {formatNumber(row.entry.experience)} XP
              </span>
            </span>
            {row.action === 'invite' && onInvite && (
              <Button
                variant="secondary"
                icon="envelope"
                className="board__action"
                aria-label={`${INVITE} ${row.entry.name}`}
                disabled={invitingId !== null}
                aria-busy={invitingId === row.entry.playerId}
                onClick={() => onInvite(row.entry)}
              >
                {INVITE}
              </Button>
            )}
            {row.action === 'invited' && <span className="board__invited">{INVITED}</span>}
          </li>
        ),
      )}
    </ol>
  );
}
