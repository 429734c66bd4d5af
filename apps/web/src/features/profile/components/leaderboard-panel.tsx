import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { useFriends } from '../api/get-friends';
import { useLeaderboard } from '../api/get-leaderboard';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { friendIdsOf } from '../leaderboard-rows';
import { BOARD_TABS, DEFAULT_TAB, tabAfterKey, type BoardTabId } from '../profile-tabs';
import { LEADERBOARD_TITLE, REFRESH } from '../profile-texts';
import { FriendsBoard } from './friends-board';
import { WorldBoard } from './world-board';
import './leaderboard.css';

const TAB_ICONS = { world: 'world', friends: 'person' } as const;

/**
 * The leaderboards: 'World' and 'Friends' as a WAI-ARIA tab list (one tab stop, the arrows
 * move between tabs and open them, Home and End jump), with one 'Refresh' for both. A panel
 * mounts on its first visit and then stays, hidden.
 */
export function LeaderboardPanel() {
  const baseId = useId();
  const leaderboard = useLeaderboard();
  const friends = useFriends();
  const pending = usePendingInvitations();
  const [active, setActive] = useState<BoardTabId>(DEFAULT_TAB);
  const [visited, setVisited] = useState<ReadonlySet<BoardTabId>>(() => new Set([DEFAULT_TAB]));
  const [refreshing, setRefreshing] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (id: BoardTabId) => {
    setActive(id);
    setVisited((before) => (before.has(id) ? before : new Set([...before, id])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(index, event.key, BOARD_TABS.length);
    const tab = next === null ? undefined : BOARD_TABS[next];
    if (next === null || !tab) return;
    event.preventDefault();
    open(tab.id);
    tabs.current[next]?.focus();
  };

  // The failed state stays until a later load succeeds, so a failed refresh is seen.
  const refresh = () => {
    setRefreshing(true);
    void Promise.all([leaderboard.refetch(), friends.refetch(), pending.refetch()]).finally(() =>
      setRefreshing(false),
    );
  };

  const friendIds = friendIdsOf(leaderboard.data, friends.data);
  const tabId = (id: BoardTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: BoardTabId) => `${baseId}-panel-${id}`;

  return (
    <Panel className="leaderboard" aria-labelledby={`${baseId}-title`}>
      <div className="leaderboard__head">
        <h2 id={`${baseId}-title`} className="leaderboard__title">
          <Icon name="laurels-trophy" />
          <span>{LEADERBOARD_TITLE}</span>
        </h2>
        <Button
          variant="ghost"
          icon="anticlockwise-rotation"
          className={clsx('leaderboard__refresh', refreshing && 'leaderboard__refresh--spinning')}
          disabled={refreshing}
          aria-busy={refreshing}
          onClick={refresh}
        >
          {REFRESH}
        </Button>
      </div>
      <div role="tablist" aria-label={LEADERBOARD_TITLE} className="board-tabs">
        {BOARD_TABS.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={clsx('board-tab', selected && 'board-tab--active')}
              onClick={() => open(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Icon name={TAB_ICONS[tab.id]} size="1.2em" />
              <span>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {BOARD_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          className="board-panel"
        >
          {visited.has(tab.id) &&
            (tab.id === 'world' ? (
              <WorldBoard
                board={leaderboard.data}
                failed={leaderboard.isError}
                friendIds={friendIds}
              />
            ) : (
              <FriendsBoard
                board={leaderboard.data}
                invitations={pending.data}
                failed={leaderboard.isError || friends.isError || pending.isError}
              />
            ))}
        </div>
      ))}
    </Panel>
  );
}
