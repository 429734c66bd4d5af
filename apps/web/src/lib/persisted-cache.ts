/**
 * Where the last known game is kept for offline reloads (lib/query-persistence.ts, loaded
 * after the first paint), and how to drop it: at sign-out, at once, so the next player on
 * this device sees nothing of the last one. Tiny and static, unlike the persister itself.
 */
export const PERSISTED_CACHE_KEY = 'alchemy-arena.query-cache';

export function forgetPersistedCache(): void {
  try {
    localStorage.removeItem(PERSISTED_CACHE_KEY);
  } catch {
    // Nothing stored, or storage blocked: nothing to drop.
  }
}
