/**
 * The last known game, kept across reloads (docs/ARCHITECTURE.md, "Offline"): every read
 * that succeeded is written to localStorage (TanStack Query's persister, at most once a
 * second), and a reload shows it at once, offline too, while fresh answers are asked for.
 * The copy is dropped on sign-out (app/providers.tsx), after 7 days, and whenever the
 * contracts change (the buster: answers of another shape must never be shown unparsed).
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

export const PERSISTED_CACHE_KEY = 'alchemy-arena.query-cache';
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes with the contracts' sources (vite.config.ts): a new shape drops the old copy. */
export const PERSISTED_CACHE_BUSTER =
  typeof __CONTRACTS_HASH__ === 'string' ? __CONTRACTS_HASH__ : 'development';

/** localStorage, or nothing where it is blocked (private modes, sandboxed frames). */
const storage = {
  getItem: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Full or blocked: the game plays on, only a reload offline shows less.
    }
  },
  removeItem: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  },
};

/**
 * A restored answer is shown, but counts as out of date: once the network is there, every
 * screen asks for its data afresh, as after any reload.
 */
export function markRestoredStale(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((query) => ({
        ...query,
        state: { ...query.state, isInvalidated: true },
      })),
    },
  };
}

const stored = createAsyncStoragePersister({
  storage,
  key: PERSISTED_CACHE_KEY,
  throttleTime: 1000,
});

export const queryPersister: Persister = {
  persistClient: stored.persistClient,
  removeClient: stored.removeClient,
  restoreClient: async () => {
    const client = await stored.restoreClient();
    return client && markRestoredStale(client);
  },
};

/** Drops the kept copy at once (sign-out): the next player on this device sees nothing. */
export function forgetPersistedCache(): void {
  storage.removeItem(PERSISTED_CACHE_KEY);
}
