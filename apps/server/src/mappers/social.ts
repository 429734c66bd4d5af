/** Leaderboard rows, friends and invitations as the contract shows them. */
import type { Friend, LeaderboardEntry, PendingInvitation } from '@alchemy/contracts';
import { avatarPath } from '@alchemy/contracts';
import { titleOf } from '@alchemy/game-rules';
import type { InvitationRow } from '../repositories/friends';
import type { PlayerRow } from '../repositories/players';

export function toLeaderboardEntry(
  row: Pick<PlayerRow, 'id' | 'name' | 'avatarSeed' | 'level' | 'experience' | 'title'>,
  rank: number,
  meId: string,
): LeaderboardEntry {
  return {
    rank,
    playerId: row.id,
    name: row.name,
    avatarUrl: avatarPath(row.avatarSeed),
    level: row.level,
    experience: row.experience,
    title: titleOf(row.title),
    isYou: row.id === meId,
  };
}

export function toFriend({ friend, since }: { friend: PlayerRow; since: Date }): Friend {
  return {
    id: friend.id,
    name: friend.name,
    avatarUrl: avatarPath(friend.avatarSeed),
    level: friend.level,
    experience: friend.experience,
    since: since.toISOString(),
  };
}

export function toPendingInvitation({
  invitation,
  from,
}: {
  invitation: InvitationRow;
  from: PlayerRow;
}): PendingInvitation {
  return {
    id: invitation.id,
    fromUser: {
      id: from.id,
      name: from.name,
      avatarUrl: avatarPath(from.avatarSeed),
      level: from.level,
    },
    createdAt: invitation.createdAt.toISOString(),
  };
}
