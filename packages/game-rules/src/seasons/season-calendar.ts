/**
 * The season's calendar (docs/RULES.md, "Ranked seasons"). Seasons follow one another
 * without a gap from a fixed first game day, each `lengthDays` game days long, turning at
 * the game day's hour (game-day.ts) like every other daily thing. The number and bounds of
 * the season of any moment are arithmetic: nothing needs to be stored for a season to
 * begin, so every instance agrees on it without asking another.
 */
import { gameDayFromLabel, gameDayNumber, gameDayStartMs } from '../game-day';

/** Season 1 began on this game day. */
export const FIRST_SEASON_DAY_LABEL = '2026-11-01';
const firstDay = gameDayFromLabel(FIRST_SEASON_DAY_LABEL);
if (firstDay === null) throw new Error('the first season day is not a date');
export const FIRST_SEASON_DAY: number = firstDay;

/** A season's default length, in game days (the server may set another). */
export const DEFAULT_SEASON_LENGTH_DAYS = 28;

export interface SeasonBounds {
  /** From 1; a moment before the first season belongs to season 1. */
  readonly number: number;
  /** When it begins and ends (the next begins), in ms since the epoch. */
  readonly startsAtMs: number;
  readonly endsAtMs: number;
}

export function checkSeasonLength(lengthDays: number): number {
  if (!Number.isInteger(lengthDays) || lengthDays < 1) {
    throw new Error(`a season lasts a whole number of days, at least one: ${lengthDays}`);
  }
  return lengthDays;
}

/** The bounds of season `number`. */
export function seasonBounds(number: number, lengthDays: number): SeasonBounds {
  const length = checkSeasonLength(lengthDays);
  const startDay = FIRST_SEASON_DAY + (number - 1) * length;
  return {
    number,
    startsAtMs: gameDayStartMs(startDay),
    endsAtMs: gameDayStartMs(startDay + length),
  };
}

/** The season a moment belongs to. */
export function seasonAt(nowMs: number, lengthDays: number): SeasonBounds {
  const length = checkSeasonLength(lengthDays);
  const day = gameDayNumber(nowMs);
  const number = Math.max(1, Math.floor((day - FIRST_SEASON_DAY) / length) + 1);
  return seasonBounds(number, length);
}
