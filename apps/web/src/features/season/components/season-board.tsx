import type { SeasonBoardEntry } from '@alchemy/contracts';
import { formatInteger } from '@alchemy/contracts';
import clsx from 'clsx';
import { useId } from 'react';
import { TierBadge } from '@/shared/seasons/tier-badge';
import {
  boardCountText,
  emptySeasonBoardText,
  UNRANKED_NOTE,
} from '@/shared/seasons/season-board-texts';
import { standingLabel } from '@/shared/seasons/tier-text';
import { BoardFallback } from '@/components/ui/board-fallback';
import { Tabs } from '@/components/ui/tabs';
import { useSeasonBoard, type SeasonScope } from '@/shared/queries/season-board-query';
import {
  BOARD_TITLE,
  PICK_SEASON,
  pickableSeasons,
  RANKS_SKIPPED,
  seasonName,
  YOU,
} from '../season-texts';
import { playSeasonPickSound } from '@/shared/seasons/season-sounds';

const TABS = [
  { id: 'world', label: 'World', icon: 'world' },
  { id: 'friends', label: 'Friends', icon: 'shaking-hands' },
] as const;

interface SeasonBoardPanelProps {
  current: number;
  season: number;
  onSeason: (season: number) => void;
}

/**
 * The season board, World and Friends, of this season or a past one (its final standings):
 * ranks, avatars, names, tier badges and ratings, with the player's own row even far down.
 */
export function SeasonBoardPanel({ current, season, onSeason }: SeasonBoardPanelProps) {
  const pickId = useId();
  return (
    <section className="season-board" aria-labelledby="season-board-title">
      <div className="season-board__head">
        <h2 id="season-board-title" className="season-section-title">
          {BOARD_TITLE}
        </h2>
        <label className="season-pick" htmlFor={pickId}>
          <span>{PICK_SEASON}</span>
          <select
            id={pickId}
            value={season}
            onChange={(event) => {
              playSeasonPickSound();
              onSeason(Number(event.target.value));
            }}
          >
            {pickableSeasons(current).map((number) => (
              <option key={number} value={number}>
                {seasonName(number, number === current)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Tabs<SeasonScope>
        label={BOARD_TITLE}
        tabs={TABS}
        initial="world"
        panel={(scope) => <BoardOf scope={scope} season={season} current={season === current} />}
      />
    </section>
  );
}

function BoardOf({
  scope,
  season,
  current,
}: {
  scope: SeasonScope;
  season: number;
  current: boolean;
}) {
  const board = useSeasonBoard(scope, season, current);
  if (board.isPending || board.isError) return <BoardFallback board={board} />;
  const { entries, me, players, final } = board.data;
  if (entries.length === 0) {
    return <p className="season-board__state">{emptySeasonBoardText(scope, current)}</p>;
  }
  const meShown = me === null || entries.some((entry) => entry.isYou);
  return (
    <>
      <p className="season-board__count">{boardCountText(players, final)}</p>
      <ol
        className="season-rows"
        aria-label={`${scope === 'world' ? 'World' : 'Friends'} board, season ${season}`}
      >
        {entries.map((entry) => (
          <BoardRow key={`${entry.rank}-${entry.name}`} entry={entry} />
        ))}
        {!meShown && me && (
          <>
            <li className="season-rows__gap">
              <span aria-hidden="true">⋯</span>
              <span className="sr-only">{RANKS_SKIPPED}</span>
            </li>
            <BoardRow entry={me} />
          </>
        )}
      </ol>
      {me === null && current && <p className="season-board__note">{UNRANKED_NOTE}</p>}
    </>
  );
}

function BoardRow({ entry }: { entry: SeasonBoardEntry }) {
  const { standing } = entry;
  return (
    <li
      className={clsx('season-row', entry.isYou && 'season-row--you')}
      aria-current={entry.isYou ? 'true' : undefined}
      data-testid={entry.isYou ? 'season-row-you' : undefined}
    >
      <span
        className={clsx('season-row__rank', entry.rank <= 3 && `season-row__rank--${entry.rank}`)}
      >
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <span className="season-row__portrait">
        <img
          className="season-row__avatar"
          src={entry.avatarUrl}
          alt=""
          width={36}
          height={36}
          loading="lazy"
        />
        {/* On a phone the badge moves onto the avatar's corner, so the name keeps the width. */}
        <span className="season-row__corner-badge">
          <TierBadge tier={standing.tier} division={standing.division} size={20} />
        </span>
      </span>
      <span className="season-row__name">
        <span className="season-row__name-text">{entry.name}</span>
        {entry.isYou && <span className="season-row__you">{YOU}</span>}
      </span>
      <span className="season-row__standing">
        <span className="season-row__badge">
          <TierBadge tier={standing.tier} division={standing.division} size={28} />
        </span>
        <span className="season-row__score">
          <strong>{formatInteger(standing.rating)}</strong>
          <span>{standingLabel(standing)}</span>
        </span>
      </span>
    </li>
  );
}
