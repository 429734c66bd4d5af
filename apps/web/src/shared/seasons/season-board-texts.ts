/**
 * The season board's words, shared by the season screen and the profile's leaderboards
 * (docs/RULES.md, "Ranked seasons"). Pure.
 */
import type { SeasonBoard } from '@alchemy/contracts';

export const UNRANKED_NOTE =
  'Not on the board yet: win or lose a duel against another player’s card to be ranked.';

/** What an empty board says: nobody rated in that scope and season. */
export function emptySeasonBoardText(scope: SeasonBoard['scope'], current: boolean): string {
  if (scope === 'friends') return 'Neither you nor your friends fought a rated duel that season.';
  return current
    ? 'Nobody is rated yet this season: the first rated duel tops the board.'
    : 'Nobody fought a rated duel that season.';
}

/** 'Final standings' for an ended season, else how many are rated. */
export function boardCountText(players: number, final: boolean): string {
  const rated = players === 1 ? 'One player rated' : `${players.toLocaleString()} players rated`;
  return final ? `Final standings · ${rated}` : rated;
}
