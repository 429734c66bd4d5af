/**
 * What a player may ask of the daily race (docs/RULES.md, "The daily race"): a craft or a
 * give-up needs an attempt under way; a past day's paths open only once that day is over.
 */
import { err, ok, type Result } from '../result';

export type NoRaceAttemptError = { code: 'NO_RACE_ATTEMPT' };
export type RaceDayError = { code: 'RACE_NOT_FOUND' } | { code: 'RACE_DAY_NOT_OVER' };

export function checkRaceAttemptOpen<T extends { status: string }>(
  attempt: T | null | undefined,
): Result<T, NoRaceAttemptError> {
  return attempt && attempt.status === 'playing' ? ok(attempt) : err({ code: 'NO_RACE_ATTEMPT' });
}

/** A day's paths, the solver's and the best players', open after the day turns. */
export function checkRaceDayOver(day: number, today: number): Result<number, RaceDayError> {
  return day < today ? ok(day) : err({ code: 'RACE_DAY_NOT_OVER' });
}
