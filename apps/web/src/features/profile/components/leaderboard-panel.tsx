import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { queryKeys } from '@/shared/queries/query-keys';
import { seasonBoardKeys } from '@/shared/queries/season-board-query';
import { useFriends } from '../api/get-friends';
import { useLeaderboard } from '../api/get-leaderboard';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { friendIdsOf } from '../leaderboard-rows';
import { BOARD_TABS, DEFAULT_TAB } from '../profile-tabs';
import { LEADERBOARD_TITLE, REFRESH } from '../profile-texts';
import { FriendsBoard } from './friends-board';
import { SeasonBoards } from './season-boards';
import { WorldBoard } from './world-board';
import './leaderboard.css';

/**
 * The leaderboards: the all-time 'World' and 'Friends', and this ranked season's board
 * ('Season'), as tabs, with one 'Refresh' for all.
 */
export function LeaderboardPanel() {
  const baseId = useId();
  const queryClient = useQueryClient();
  const leaderboard = useLeaderboard();
  const friends = useFriends();
  const pending = usePendingInvitations();
  const [refreshing, setRefreshing] = useState(false);

  // The failed state stays until a later load succeeds, so a failed refresh is seen.
  const refresh = () => {
    setRefreshing(true);
    void Promise.all([
      leaderboard.refetch(),
      friends.refetch(),
      pending.refetch(),
      // The season's boards only while shown: a board never opened is not asked for.
      queryClient.refetchQueries({ queryKey: queryKeys.currentSeason, type: 'active' }),
      queryClient.refetchQueries({ queryKey: seasonBoardKeys.all, type: 'active' }),
    ]).finally(() => setRefreshing(false));
  };

  const friendIds = friendIdsOf(leaderboard.data, friends.data);

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
      <Tabs
        label={LEADERBOARD_TITLE}
        tabs={BOARD_TABS}
        initial={DEFAULT_TAB}
        panel={(id) =>
          id === 'world' ? (
            <WorldBoard
              board={leaderboard.data}
              failed={leaderboard.isError}
              friendIds={friendIds}
            />
          ) : id === 'friends' ? (
            <FriendsBoard
              board={leaderboard.data}
              invitations={pending.data}
              failed={leaderboard.isError || friends.isError || pending.isError}
            />
          ) : (
            <SeasonBoards />
          )
        }
      />
    </Panel>
  );
}
