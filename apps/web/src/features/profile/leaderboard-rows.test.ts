import { describe, expect, it } from 'vitest';
import {
  friendIdsOf,
  friendsBoardRows,
  hasNoFriends,
  worldBoardRows,
  type BoardRow,
} from './leaderboard-rows';
import { entry, friend, leaderboard, PLAYER_ID } from './test-fixtures';

const none = { friendIds: new Set<string>(), invitedIds: new Set<string>() };

/** 'rank:name:action' per row, '…' for the gap, '*' marking the highlighted row. */
function summary(rows: BoardRow[]): string[] {
  return rows.map((row) =>
    row.kind === 'gap'
      ? '…'
      : `${row.entry.rank}:${row.entry.name}:${row.action ?? '-'}${row.highlighted ? '*' : ''}`,
  );
}

const topTen = Array.from({ length: 10 }, (_, index) => entry(index + 1));

describe('worldBoardRows', () => {
  it('shows the top 10 with the player highlighted in place when among them', () => {
    const me = entry(4, { playerId: PLAYER_ID, name: 'Me', isYou: true });
    const top = topTen.map((row) => (row.rank === 4 ? me : row));
    const rows = worldBoardRows(leaderboard({ top, me }), none);
    expect(rows).toHaveLength(10);
    expect(summary(rows).slice(2, 5)).toEqual([
      '3:Player 3:invite',
      '4:Me:-*',
      '5:Player 5:invite',
    ]);
  });

  it('appends the player’s own entry after a gap when outside the top 10', () => {
    const me = entry(42, { playerId: PLAYER_ID, name: 'Me', isYou: true });
    const rows = worldBoardRows(leaderboard({ top: topTen, me }), none);
    expect(rows).toHaveLength(12);
    expect(summary(rows).slice(-3)).toEqual(['10:Player 10:invite', '…', '42:Me:-*']);
  });

  it('never shows more than 10 at the top, whatever came', () => {
    const me = entry(12, { playerId: PLAYER_ID, isYou: true });
    const rows = worldBoardRows(leaderboard({ top: [...topTen, entry(11)], me }), none);
    expect(summary(rows).slice(-3)).toEqual(['10:Player 10:invite', '…', '12:Player 12:-*']);
  });

  it('shows a small world whole, the player included once', () => {
    const me = entry(2, { playerId: PLAYER_ID, isYou: true });
    const rows = worldBoardRows(leaderboard({ top: [entry(1), me], me }), none);
    expect(summary(rows)).toEqual(['1:Player 1:invite', '2:Player 2:-*']);
  });

  it('offers Invite to players who are not friends, and says Invited once sent', () => {
    const me = entry(4, { playerId: PLAYER_ID, isYou: true });
    const rows = worldBoardRows(leaderboard({ top: [entry(1), entry(2), entry(3), me], me }), {
      friendIds: new Set(['player-1']),
      invitedIds: new Set(['player-3']),
    });
    expect(rows.map((row) => (row.kind === 'entry' ? row.action : 'gap'))).toEqual([
      null,
      'invite',
      'invited',
      null,
    ]);
  });
});

describe('the Friends board', () => {
  it('keeps the server’s ranking of the friends and the player, the player highlighted', () => {
    const me = entry(2, { playerId: PLAYER_ID, name: 'Me', isYou: true });
    const rows = friendsBoardRows({ friends: [entry(1, { name: 'Ally' }), me] });
    expect(summary(rows)).toEqual(['1:Ally:-', '2:Me:-*']);
  });

  it('is empty of friends while it holds only the player', () => {
    const me = entry(1, { playerId: PLAYER_ID, isYou: true });
    expect(hasNoFriends({ friends: [me] })).toBe(true);
    expect(hasNoFriends({ friends: [] })).toBe(true);
    expect(hasNoFriends({ friends: [entry(1), { ...me, rank: 2 }] })).toBe(false);
  });
});

describe('friendIdsOf', () => {
  it('joins the friends board and the friends list, never the player', () => {
    const board = { friends: [entry(1), entry(2, { playerId: PLAYER_ID, isYou: true })] };
    expect([...friendIdsOf(board, [friend({ id: 'player-9' })])].sort()).toEqual([
      'player-1',
      'player-9',
    ]);
    expect(friendIdsOf(undefined, undefined).size).toBe(0);
  });
});
