/**
 * The rows of a season board on the profile (docs/RULES.md, "Ranked seasons"): the server's
 * entries (the top, or the player's friends), then, after a gap, the player's own entry when
 * it is not among them, however far down.
 */
import type { SeasonBoard, SeasonBoardEntry } from '@alchemy/contracts';
import type { BoardRow } from './leaderboard-rows';

/** Ranks are unique on a board (ties are broken by the server), so a rank names its row. */
function seasonRow(entry: SeasonBoardEntry): BoardRow<SeasonBoardEntry> {
  return {
    kind: 'entry',
    key: `season-${entry.rank}`,
    entry,
    highlighted: entry.isYou,
    action: null,
  };
}

export function seasonBoardRows(
  board: Pick<SeasonBoard, 'entries' | 'me'>,
): BoardRow<SeasonBoardEntry>[] {
  const rows = board.entries.map(seasonRow);
  const meShown = board.me === null || board.entries.some((entry) => entry.isYou);
  if (!meShown && board.me) rows.push({ kind: 'gap' }, seasonRow(board.me));
  return rows;
}
