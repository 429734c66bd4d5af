/**
 * Leaderboards (docs/RULES.md, "Accounts and profile"): higher level first, then more
 * experience, then the earliest account (then the id, so no two players tie).
 */

/** The world board shows this many at the top, and the player's own entry below. */
export const LEADERBOARD_TOP = 10;

export interface RankedPlayer {
  id: string;
  level: number;
  experience: number;
  /** When the account was made, in milliseconds. */
  createdAtMs: number;
}

/** Negative when `a` ranks above `b`. */
export function compareLeaderboard(a: RankedPlayer, b: RankedPlayer): number {
  if (a.level !== b.level) return b.level - a.level;
  if (a.experience !== b.experience) return b.experience - a.experience;
  if (a.createdAtMs !== b.createdAtMs) return a.createdAtMs - b.createdAtMs;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The players in leaderboard order, each with its rank from 1. */
export function rankPlayers<T extends RankedPlayer>(
  players: readonly T[],
): Array<T & { rank: number }> {
  return [...players]
    .sort(compareLeaderboard)
    .map((player, index) => ({ ...player, rank: index + 1 }));
}
