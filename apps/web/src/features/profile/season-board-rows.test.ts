import type { SeasonBoardEntry } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { seasonBoardRows } from './season-board-rows';

function rated(rank: number, overrides: Partial<SeasonBoardEntry> = {}): SeasonBoardEntry {
  return {
    rank,
    name: `Player ${rank}`,
    avatarUrl: `/api/images/avatars/seed-${rank}.svg`,
    isYou: false,
    standing: { rating: 1800 - rank, tier: 'platinum', division: 'I' },
    ratedDuels: 5,
    ...overrides,
  };
}

/** 'rank:name' per row, '…' for the gap, '*' marking the highlighted row. */
const summary = (rows: ReturnType<typeof seasonBoardRows>) =>
  rows.map((row) =>
    row.kind === 'gap' ? '…' : `${row.entry.rank}:${row.entry.name}${row.highlighted ? '*' : ''}`,
  );

describe('seasonBoardRows', () => {
  it('highlights the player in place when among the entries', () => {
    const me = rated(2, { name: 'Me', isYou: true });
    const rows = seasonBoardRows({ entries: [rated(1), me, rated(3)], me });
    expect(summary(rows)).toEqual(['1:Player 1', '2:Me*', '3:Player 3']);
  });

  it('appends the player after a gap when far down', () => {
    const me = rated(5_321, { name: 'Me', isYou: true });
    const rows = seasonBoardRows({ entries: [rated(1), rated(2)], me });
    expect(summary(rows)).toEqual(['1:Player 1', '2:Player 2', '…', '5321:Me*']);
  });

  it('adds nothing for a player not rated in the season', () => {
    const rows = seasonBoardRows({ entries: [rated(1)], me: null });
    expect(summary(rows)).toEqual(['1:Player 1']);
  });

  it('names each row by its rank, unique on a board', () => {
    const me = rated(40, { name: 'Player 1', isYou: true });
    const rows = seasonBoardRows({ entries: [rated(1)], me });
    const keys = rows.flatMap((row) => (row.kind === 'entry' ? [row.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});
