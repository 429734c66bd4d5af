import type { Leaderboard, LeaderboardEntry } from '@alchemy/contracts';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { showSnackbar } from '@/lib/snackbar-store';
import { useInvitePlayer } from '../api/invite-player';
import { worldBoardRows } from '../leaderboard-rows';
import { inviteFailureText } from '../profile-errors';
import {
  invitationSentText,
  LEADERBOARD_REFRESH_FAILED,
  PROFILE_ERROR_MS,
  TAB_WORLD,
} from '../profile-texts';
import { BoardList } from './board-list';
import { LevelLine } from './level-line';

interface WorldBoardProps {
  board: Leaderboard | undefined;
  failed: boolean;
  friendIds: ReadonlySet<string>;
}

/** The World tab: the top 10 and the player; another player's row offers 'Invite'. */
export function WorldBoard({ board, failed, friendIds }: WorldBoardProps) {
  const invite = useInvitePlayer();
  const [invitedIds, setInvitedIds] = useState<ReadonlySet<string>>(() => new Set());

  const onInvite = (entry: LeaderboardEntry) => {
    if (invite.isPending) return;
    invite.mutate(entry.playerId, {
      onSuccess: (sent) => {
        setInvitedIds((before) => new Set([...before, entry.playerId]));
        showSnackbar(invitationSentText(sent.toUser.name), { type: 'success' });
      },
      onError: (error) => {
        console.warn('Inviting a player failed', error);
        showSnackbar(inviteFailureText(error), { type: 'error', durationMs: PROFILE_ERROR_MS });
      },
    });
  };

  return (
    <>
      {failed && (
        <p className="board-problem" role="alert">
          {LEADERBOARD_REFRESH_FAILED}
        </p>
      )}
      {board ? (
        <BoardList
          label={`${TAB_WORLD} leaderboard`}
          rows={worldBoardRows(board, { friendIds, invitedIds })}
          meta={(entry) => <LevelLine entry={entry} />}
          invitingKey={invite.isPending ? (invite.variables ?? null) : null}
          onInvite={onInvite}
        />
      ) : (
        !failed && (
          <div className="board-loading">
            <Spinner label="Loading the leaderboard" />
          </div>
        )
      )}
    </>
  );
}
