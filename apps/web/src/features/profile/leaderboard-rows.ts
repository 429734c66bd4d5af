/**
 * The rows of the all-time boards (docs/RULES.md, "Accounts and profile"): the World board
 * shows the top LEADERBOARD_TOP and appends the player's own entry, after a gap, when it is
 * outside them; the Friends board holds the player's friends and the player, ranked among
 * them. The player's row is highlighted; another player's World row offers 'Invite' until
 * they are a friend (or were just invited). The season boards' rows have the same shape
 * (season-board-rows.ts).
 */
import type { Friend, Leaderboard, LeaderboardEntry } from '@alchemy/contracts';
import { LEADERBOARD_TOP } from '@alchemy/game-rules';

/** What a row offers: 'Invite', 'Invited' (sent from this screen), or nothing. */
type RowAction = 'invite' | 'invited' | null;

/** What every board's row shows, whatever the board ranks by. */
export interface RankedEntry {
  rank: number;
  name: string;
  avatarUrl: string;
  isYou: boolean;
}

export type BoardRow<Entry extends RankedEntry = LeaderboardEntry> =
  | { kind: 'entry'; key: string; entry: Entry; highlighted: boolean; action: RowAction }
  | { kind: 'gap' };

export interface InviteFacts {
  /** The player's friends, by player id. */
  friendIds: ReadonlySet<string>;
  /** Players invited from this screen since it opened. */
  invitedIds: ReadonlySet<string>;
}

function rowAction(entry: LeaderboardEntry, facts: InviteFacts): RowAction {
  if (entry.isYou || facts.friendIds.has(entry.playerId)) return null;
  return facts.invitedIds.has(entry.playerId) ? 'invited' : 'invite';
}

function entryRow(entry: LeaderboardEntry, action: RowAction): BoardRow {
  return { kind: 'entry', key: entry.playerId, entry, highlighted: entry.isYou, action };
}

/** The World board: the top 10, then a gap and the player's own entry when not among them. */
export function worldBoardRows(
  board: Pick<Leaderboard, 'top' | 'me'>,
  facts: InviteFacts,
): BoardRow[] {
  const top = board.top.slice(0, LEADERBOARD_TOP);
  const rows = top.map((entry) => entryRow(entry, rowAction(entry, facts)));
  const meShown = top.some((entry) => entry.isYou || entry.playerId === board.me.playerId);
  if (!meShown) rows.push({ kind: 'gap' }, entryRow(board.me, null));
  return rows;
}

/** The Friends board: the server's ranking of the player's friends and the player. */
export function friendsBoardRows(board: Pick<Leaderboard, 'friends'>): BoardRow[] {
  return board.friends.map((entry) => entryRow(entry, null));
}

/** The Friends board holds only the player: nobody has accepted yet. */
export function hasNoFriends(board: Pick<Leaderboard, 'friends'>): boolean {
  return board.friends.every((entry) => entry.isYou);
}

/** Who is a friend already: the friends list, and the friends board (whichever has loaded). */
export function friendIdsOf(
  board: Pick<Leaderboard, 'friends'> | undefined,
  friends: readonly Pick<Friend, 'id'>[] | undefined,
): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const entry of board?.friends ?? []) if (!entry.isYou) ids.add(entry.playerId);
  for (const friend of friends ?? []) ids.add(friend.id);
  return ids;
}
