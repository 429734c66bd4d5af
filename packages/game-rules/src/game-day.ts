/**
 * The game's day (docs/RULES.md, "The game day"). Daily goals, streaks and the daily race all
 * turn over at one fixed hour of UTC, the same for every player wherever they are, so a
 * shared puzzle is shared and a streak cannot be stretched by changing time zones. The
 * screens show that hour in the player's own clock.
 *
 * Time comes in as milliseconds since the epoch; this module reads no clock.
 */

/** The hour of UTC at which one game day ends and the next begins. */
export const DAY_TURN_HOUR_UTC = 0;

const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/**
 * The game day a moment belongs to, counted in whole days since 1970-01-01 (day 0 began at
 * the turn hour of that date). Consecutive days differ by one, which is what a streak needs.
 */
export function gameDayNumber(nowMs: number): number {
  return Math.floor((nowMs - DAY_TURN_HOUR_UTC * MS_PER_HOUR) / MS_PER_DAY);
}

/** When the given game day begins, in ms since the epoch. */
export function gameDayStartMs(day: number): number {
  return day * MS_PER_DAY + DAY_TURN_HOUR_UTC * MS_PER_HOUR;
}

/** When the next game day begins after `nowMs`: the moment to count down to. */
export function nextDayTurnMs(nowMs: number): number {
  return gameDayStartMs(gameDayNumber(nowMs) + 1);
}

/**
 * The calendar date (UTC) a game day begins on, 'YYYY-MM-DD': the day's name in URLs, share
 * texts and stored rows. Written out (days to civil date, after Howard Hinnant's algorithm)
 * because the rules core may not use Date.
 */
export function gameDayLabel(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(dayOfMonth, 2)}`;
}

/** The game day a 'YYYY-MM-DD' label names, or null when it is not a real date. */
export function gameDayFromLabel(label: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) return null;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear =
    Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const day = era * 146_097 + dayOfEra - 719_468;
  // 2026-02-30 would land on March 2nd: only a label that reads back the same is a date.
  return gameDayLabel(day) === label ? day : null;
}
