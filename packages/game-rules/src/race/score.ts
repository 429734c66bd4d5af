/**
 * How a race attempt scores (docs/RULES.md, "The daily race"): a finished attempt beats a
 * failed one; among finished ones fewer crafts win and less time breaks the tie (server time
 * from the first craft to the craft of the target); failed ones tie among themselves.
 */

export type RaceOutcome = 'finished' | 'failed';

export interface RaceScore {
  outcome: RaceOutcome;
  crafts: number;
  timeMs: number;
}

/** Negative when `a` ranks above `b`, positive when below, 0 when they tie. */
export function compareRaceScores(a: RaceScore, b: RaceScore): number {
  if (a.outcome !== b.outcome) return a.outcome === 'finished' ? -1 : 1;
  if (a.outcome === 'failed') return 0;
  return a.crafts - b.crafts || a.timeMs - b.timeMs;
}

/** The time of an attempt: 0 until its first craft. */
export function raceElapsedMs(firstCraftAtMs: number | null, endMs: number): number {
  return firstCraftAtMs === null ? 0 : Math.max(0, endMs - firstCraftAtMs);
}

/** A time as a player reads it: '42.3s' under a minute, '3:07.5' after, '1:02:03' past an hour. */
export function formatRaceTime(timeMs: number): string {
  const tenths = Math.floor(Math.max(0, timeMs) / 100);
  const seconds = Math.floor(tenths / 10);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours}:${pad(minutes % 60)}:${pad(seconds % 60)}`;
  if (minutes > 0) return `${minutes}:${pad(seconds % 60)}.${tenths % 10}`;
  return `${seconds}.${tenths % 10}s`;
}
