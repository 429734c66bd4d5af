import type { SeasonBoardEntry } from '@alchemy/contracts';
import { formatInteger } from '@alchemy/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import {
  boardCountText,
  emptySeasonBoardText,
  UNRANKED_NOTE,
} from '@/shared/seasons/season-board-texts';
import { playSeasonPickSound } from '@/shared/seasons/season-sounds';
import { TierBadge } from '@/shared/seasons/tier-badge';
import { standingLabel } from '@/shared/seasons/tier-text';
import { BoardFallback } from '@/components/ui/board-fallback';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { useCurrentSeason } from '@/shared/queries/current-season-query';
import { useSeasonBoard, type SeasonScope } from '@/shared/queries/season-board-query';
import { seasonBoardRows } from '../season-board-rows';
import { SEASON_SCOPE_LABEL, SEASON_SCREEN_LINK, TAB_FRIENDS, TAB_WORLD } from '../profile-texts';
import { BoardList } from './board-list';

const SCOPES = [
  { id: 'world', label: TAB_WORLD, icon: 'world' },
  { id: 'friends', label: TAB_FRIENDS, icon: 'person' },
] as const;

/**
 * The Season tab: this ranked season's board beside the all-time ones, World or Friends,
 * each row with its tier badge, tier and rating, and the player's own row even far down.
 */
export function SeasonBoards() {
  const season = useCurrentSeason();
  const [scope, setScope] = useState<SeasonScope>('world');
  if (season.isPending || season.isError) return <BoardFallback board={season} />;
  const number = season.data.season;

  return (
    <div className="season-boards">
      <div className="season-boards__switch" role="group" aria-label={SEASON_SCOPE_LABEL}>
        {SCOPES.map((option) => (
          <button
            key={option.id}
            type="button"
            className={clsx(
              'season-boards__scope',
              option.id === scope && 'season-boards__scope--on',
            )}
            aria-pressed={option.id === scope}
            onClick={() => {
              if (option.id === scope) return;
              playSeasonPickSound();
              setScope(option.id);
            }}
          >
            <Icon name={option.icon} size="1.1em" />
            <span>{option.label}</span>
          </button>
        ))}
      </div>
      <ScopeBoard scope={scope} season={number} />
      <ButtonLink
        to="/game/season"
        variant="ghost"
        icon="laurel-crown"
        className="season-boards__more"
      >
        {SEASON_SCREEN_LINK}
      </ButtonLink>
    </div>
  );
}

function ScopeBoard({ scope, season }: { scope: SeasonScope; season: number }) {
  const board = useSeasonBoard(scope, season, true);
  if (board.isPending || board.isError) return <BoardFallback board={board} />;
  const { entries, me, players, final } = board.data;
  if (entries.length === 0) {
    return <p className="board-empty">{emptySeasonBoardText(scope, !final)}</p>;
  }
  const label = scope === 'world' ? TAB_WORLD : TAB_FRIENDS;
  return (
    <>
      <p className="season-boards__count">
        Season {season} · {boardCountText(players, final)}
      </p>
      <BoardList
        label={`${label} season leaderboard`}
        rows={seasonBoardRows(board.data)}
        meta={seasonLine}
        badge={(entry) => (
          <TierBadge tier={entry.standing.tier} division={entry.standing.division} size={22} />
        )}
      />
      {me === null && <p className="season-boards__note">{UNRANKED_NOTE}</p>}
    </>
  );
}

/** 'Gold II · Rating 1,612' */
function seasonLine(entry: SeasonBoardEntry) {
  return (
    <>
      <span className="season-boards__tier">{standingLabel(entry.standing)}</span> · Rating{' '}
      {formatInteger(entry.standing.rating)}
    </>
  );
}
