import clsx from 'clsx';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { useFriends } from '../api/get-friends';
import { useLeaderboard } from '../api/get-leaderboard';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { friendIdsOf } from '../leaderboard-rows';
import { BOARD_TABS, DEFAULT_TAB } from '../profile-tabs';
import { LEADERBOARD_TITLE, REFRESH } from '../profile-texts';
import { FriendsBoard } from './friends-board';
import { WorldBoard } from './world-board';
import './leaderboard.css';

/**
 * The leaderboards: 'World' and 'Friends' as tabs, with one 'Refresh' for both.
 */
export function LeaderboardPanel() {
  const baseId = useId();
  const leaderboard = useLeaderboard();
  const friends = useFriends();
  const pending = usePendingInvitations();
  const [refreshing, setRefreshing] = useState(false);

  // The failed state stays until a later load succeeds, so a failed refresh is seen.
  const refresh = () => {
    setRefreshing(true);
    void Promise.all([leaderboard.refetch(), friends.refetch(), pending.refetch()]).finally(() =>
      setRefreshing(false),
    );
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
          ) : (
            <FriendsBoard
              board={leaderboard.data}
              invitations={pending.data}
              failed={leaderboard.isError || friends.isError || pending.isError}
            />
          )
        }
      />
    </Panel>
  );
}
