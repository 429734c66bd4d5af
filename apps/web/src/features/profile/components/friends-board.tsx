import type { Leaderboard, PendingInvitation } from '@alchemy/contracts';
import { Spinner } from '@/components/ui/spinner';
import { friendsBoardRows, hasNoFriends } from '../leaderboard-rows';
import { FRIENDS_LOAD_FAILED, NO_FRIENDS, TAB_FRIENDS } from '../profile-texts';
import { BoardList } from './board-list';
import { InviteFriendButton } from './invite-friend-button';
import { LevelLine } from './level-line';
import { PendingInvitations } from './pending-invitations';

interface FriendsBoardProps {
  board: Leaderboard | undefined;
  invitations: PendingInvitation[] | undefined;
  failed: boolean;
}

/**
 * The Friends tab: the invitations waiting for the player, the friends board (the friends
 * and the player, ranked among them) and 'Invite a Friend'.
 */
export function FriendsBoard({ board, invitations, failed }: FriendsBoardProps) {
  return (
    <div className="friends">
      {failed && (
        <p className="board-problem" role="alert">
          {FRIENDS_LOAD_FAILED}
        </p>
      )}
      {invitations && <PendingInvitations invitations={invitations} />}
      {board ? (
        hasNoFriends(board) ? (
          <p className="board-empty">{NO_FRIENDS}</p>
        ) : (
          <BoardList
            label={`${TAB_FRIENDS} leaderboard`}
            rows={friendsBoardRows(board)}
            meta={(entry) => <LevelLine entry={entry} />}
          />
        )
      ) : (
        !failed && (
          <div className="board-loading">
            <Spinner label="Loading friends" />
          </div>
        )
      )}
      <div className="friends__invite">
        <InviteFriendButton />
      </div>
    </div>
  );
}
