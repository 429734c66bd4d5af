/**
 * The arena's cooldown (spec section 4): the next duel time is now plus
 * profile.duelIntervalSeconds when that is set and non-zero, otherwise now; the block
 * counts down whole seconds to it.
 */

/** When the next duel may start, in epoch ms; `fetchedAtMs` is when the profile arrived. */
export function nextDuelAtMs(duelIntervalSeconds: number | undefined, fetchedAtMs: number): number {
  return duelIntervalSeconds ? fetchedAtMs + duelIntervalSeconds * 1000 : fetchedAtMs;
}

/** Whole seconds left, rounded up so '1 second' shows until the very end; never negative. */
export function secondsLeft(nextAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((nextAtMs - nowMs) / 1000));
}

/** The block's text, word for word from the spec. */
export function cooldownText(seconds: number): string {
  return `New battle begins in ${seconds} seconds.`;
}
