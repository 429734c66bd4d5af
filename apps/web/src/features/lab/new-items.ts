/**
 * "New" badges in the lab: an item is new when its id was not in the lab the last time
 * the player left this screen. The seen ids are kept per player in localStorage, so two
 * accounts on one device do not clear each other's badges.
 */

const SEEN_KEY_PREFIX = 'alchemy-arena.lab-seen.';

export function seenStorageKey(playerId: string): string {
  return `${SEEN_KEY_PREFIX}${playerId}`;
}

/**
 * The ids that are new since the last visit. With no record at all (a first visit),
 * everything in the lab arrived since the player last looked: all of it is new.
 */
export function newItemIds(
  currentIds: readonly string[],
  seenIds: readonly string[] | null,
): Set<string> {
  if (seenIds === null) return new Set(currentIds);
  const seen = new Set(seenIds);
  return new Set(currentIds.filter((id) => !seen.has(id)));
}

/** Reads the stored ids; anything unreadable counts as "never visited". */
export function parseSeenIds(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
}

export function readSeenIds(playerId: string): string[] | null {
  try {
    return parseSeenIds(localStorage.getItem(seenStorageKey(playerId)));
  } catch {
    // Blocked storage: no badges is better than a broken screen.
    return [];
  }
}

export function writeSeenIds(playerId: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(seenStorageKey(playerId), JSON.stringify([...ids].sort()));
  } catch {
    // Blocked or full storage: the badges simply come back next time.
  }
}
