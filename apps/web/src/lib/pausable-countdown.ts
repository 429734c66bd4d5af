/**
 * A countdown that stops while the player holds it (a finger on a popup, the mouse over
 * it) and goes on from where it stopped. Pure: the caller passes the clock, so tests pin it.
 */
export interface Countdown {
  /** What is left, as of `since` when running, or for good while paused. */
  leftMs: number;
  /** When it last started running; null while paused. */
  since: number | null;
}

export function startCountdown(totalMs: number, nowMs: number): Countdown {
  return { leftMs: totalMs, since: nowMs };
}

export function pauseCountdown(countdown: Countdown, nowMs: number): Countdown {
  if (countdown.since === null) return countdown;
  return { leftMs: Math.max(0, countdown.leftMs - (nowMs - countdown.since)), since: null };
}

export function resumeCountdown(countdown: Countdown, nowMs: number): Countdown {
  return countdown.since === null ? { ...countdown, since: nowMs } : countdown;
}

export function countdownLeftMs(countdown: Countdown, nowMs: number): number {
  if (countdown.since === null) return countdown.leftMs;
  return Math.max(0, countdown.leftMs - (nowMs - countdown.since));
}
