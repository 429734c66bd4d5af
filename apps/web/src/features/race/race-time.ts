/**
 * The race's clocks as a player reads them: the countdown to the next race, the running
 * time of an attempt, the hour of the turn. Pure: the caller passes the time in.
 */
import { gameDayFromLabel, gameDayLabel } from '@alchemy/game-rules';

/** '5:07:09' hours, minutes, seconds to the next race; '0:00:00' once it has come. */
export function formatCountdownClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** The countdown in words for screen readers: '5 hours 7 minutes'. */
export function countdownWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const unit = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return unit(minutes, 'minute');
  return unit(whole, 'second');
}

export interface ClockReading {
  /** The server's time since the first craft when the answer was made (ms). */
  timeMs: number;
  /** Whether the clock runs: the first craft made and the attempt still under way. */
  running: boolean;
  /** When the answer arrived, by this device's clock (ms). */
  receivedAtMs: number;
}

/**
 * The attempt's time now: the server's reading, moved on by this device's clock while the
 * attempt runs, so a wrong device clock never shows a wrong time.
 */
export function runningTimeMs(reading: ClockReading, nowMs: number): number {
  if (!reading.running) return reading.timeMs;
  return reading.timeMs + Math.max(0, nowMs - reading.receivedAtMs);
}

/** '01:00': a moment in the player's own clock (or the given zone), 24-hour. */
export function clockTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The day before a race day's label, or null for a label that is no date. */
export function dayBefore(label: string): string | null {
  const day = gameDayFromLabel(label);
  return day === null ? null : gameDayLabel(day - 1);
}

/** '27 November': a race day's label as a date to read (its UTC calendar date). */
export function readableDay(label: string): string {
  const day = gameDayFromLabel(label);
  if (day === null) return label;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${label}T12:00:00Z`));
}
