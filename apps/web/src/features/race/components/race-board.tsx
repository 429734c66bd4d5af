import type { RaceBoard, RaceBoardEntry } from '@alchemy/contracts';
import { formatRaceTime } from '@alchemy/game-rules';
import clsx from 'clsx';
import { BoardFallback } from '@/components/ui/board-fallback';
import { Tabs } from '@/components/ui/tabs';
import { useRaceBoard } from '../api/get-race-board';
import {
  BOARD_EMPTY,
  BOARD_TITLE,
  craftsText,
  FRIENDS_EMPTY,
  RANKS_SKIPPED,
  YOU,
} from '../race-texts';

type Scope = RaceBoard['scope'];

const TABS = [
  { id: 'world', label: 'World', icon: 'world' },
  { id: 'friends', label: 'Friends', icon: 'shaking-hands' },
] as const;

/** Today's board, World and Friends, with the player's own row even far down. */
export function RaceBoardPanel() {
  return (
    <section className="race-board" aria-labelledby="race-board-title">
      <h2 id="race-board-title" className="race-section-title">
        {BOARD_TITLE}
      </h2>
      <Tabs<Scope>
        label={BOARD_TITLE}
        tabs={TABS}
        initial="world"
        panel={(scope) => <BoardOf scope={scope} />}
      />
    </section>
  );
}

function BoardOf({ scope }: { scope: Scope }) {
  const board = useRaceBoard(scope);
  if (board.isPending || board.isError) return <BoardFallback board={board} />;
  const { entries, me, finishers } = board.data;
  if (entries.length === 0) {
    return <p className="race-board__state">{scope === 'world' ? BOARD_EMPTY : FRIENDS_EMPTY}</p>;
  }
  const meShown = me === null || entries.some((entry) => entry.isYou);
  return (
    <>
      <p className="race-board__count">
        {finishers === 1 ? 'One player finished' : `${finishers} players finished`} today’s race
      </p>
      <ol className="race-rows" aria-label={`${scope === 'world' ? 'World' : 'Friends'} board`}>
        {entries.map((entry) => (
          <BoardRow key={`${entry.rank}-${entry.name}`} entry={entry} />
        ))}
        {!meShown && me && (
          <>
            <li className="race-rows__gap">
              <span aria-hidden="true">⋯</span>
              <span className="sr-only">{RANKS_SKIPPED}</span>
            </li>
            <BoardRow entry={me} />
          </>
        )}
      </ol>
    </>
  );
}

function BoardRow({ entry }: { entry: RaceBoardEntry }) {
  return (
    <li
      className={clsx('race-row', entry.isYou && 'race-row--you')}
      aria-current={entry.isYou ? 'true' : undefined}
      data-testid={entry.isYou ? 'race-row-you' : undefined}
    >
      <span className="race-row__rank">
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <img
        className="race-row__avatar"
        src={entry.avatarUrl}
        alt=""
        width={36}
        height={36}
        loading="lazy"
      />
      <span className="race-row__name">
        <span className="race-row__name-text">{entry.name}</span>
        {entry.isYou && <span className="race-row__you">{YOU}</span>}
      </span>
      <span
        className={clsx('race-row__score', entry.status === 'failed' && 'race-row__score--over')}
      >
        {entry.status === 'finished' ? (
          <>
            <strong>{craftsText(entry.crafts)}</strong>
            <span>{formatRaceTime(entry.timeMs)}</span>
          </>
        ) : (
          <>
            <strong>Run over</strong>
            <span>{craftsText(entry.crafts)}</span>
          </>
        )}
      </span>
    </li>
  );
}
