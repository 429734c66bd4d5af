import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { BoardRow, RankedEntry } from '../leaderboard-rows';
import { INVITE, INVITED, RANKS_SKIPPED, YOU } from '../profile-texts';

interface BoardListProps<Entry extends RankedEntry> {
  label: string;
  rows: BoardRow<Entry>[];
  /** The line under the name: level and experience, or tier and rating. */
  meta: (entry: Entry) => ReactNode;
  /** A small emblem on the avatar's corner: a season row's tier badge. */
  badge?: (entry: Entry) => ReactNode;
  /** The row being invited (its key), while it is. */
  invitingKey?: string | null;
  onInvite?: (entry: Entry) => void;
}

/**
 * A board as a list: rank, avatar, name and a line under it (the all-time boards: the
 * title the player shows, level and experience; the season boards: tier and rating, with
 * the tier's badge on the avatar's corner, so the name keeps the width). The player's row
 * is highlighted (and marked as the current one for screen readers). One column at every
 * width: the line sits under the name, so 360 px never scrolls sideways.
 */
export function BoardList<Entry extends RankedEntry>({
  label,
  rows,
  meta,
  badge,
  invitingKey = null,
  onInvite,
}: BoardListProps<Entry>) {
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
            key={row.key}
            className={clsx('board__row', row.highlighted && 'board__row--you')}
            aria-current={row.highlighted ? 'true' : undefined}
            data-testid={`board-row-${row.key}`}
          >
            <span className="board__rank">
              <span className="sr-only">Rank </span>
              {row.entry.rank}
            </span>
            <span className="board__portrait">
              <img
                className="board__avatar"
                src={row.entry.avatarUrl}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
              {badge && <span className="board__badge">{badge(row.entry)}</span>}
            </span>
            <span className="board__who">
              <span className="board__name">
                <span className="board__name-text">{row.entry.name}</span>
                {row.highlighted && <span className="board__you">{YOU}</span>}
              </span>
              <span className="board__meta">{meta(row.entry)}</span>
            </span>
            {row.action === 'invite' && onInvite && (
              <Button
                variant="secondary"
                icon="envelope"
                className="board__action"
                aria-label={`${INVITE} ${row.entry.name}`}
                disabled={invitingKey !== null}
                aria-busy={invitingKey === row.key}
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
