/**
 * How long the live channel waits before connecting again: at once after the server ended
 * a stream on purpose (its lifetime), then 1 s, 2 s, 4 s... up to 30 s while the server
 * cannot be reached, with a little jitter so a restarted instance's players do not all
 * come back in the same millisecond.
 */
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelayMs(failures: number, random: number): number {
  if (failures <= 0) return 0;
  const base = Math.min(RECONNECT_MAX_MS, 1000 * 2 ** (failures - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}
