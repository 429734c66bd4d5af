/**
 * The last known game, kept across reloads (docs/ARCHITECTURE.md, "Offline"): every read
 * that succeeded is written to localStorage (at most once a second), and a reload shows it,
 * offline too, while fresh answers are asked for. The copy is dropped on sign-out
 * (app/providers.tsx), after 7 days, and whenever the contracts change (the buster: answers
 * of another shape must never be shown unparsed).
 *
 * This module loads after the first paint (main.tsx), off the first download's budget, and
 * uses only the query client's own calls (setQueryData, invalidateQueries), so it brings no
 * code of its own into the first download. The screens need no gate meanwhile: a read
 * online goes out at once, one offline waits, and a restored copy never overwrites an
 * answer newer than itself.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { forgetPersistedCache, PERSISTED_CACHE_KEY } from './persisted-cache';

export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes with the contracts' sources (vite.config.ts): a new shape drops the old copy. */
export const PERSISTED_CACHE_BUSTER =
  typeof __CONTRACTS_HASH__ === 'string' ? __CONTRACTS_HASH__ : 'development';
/** Writes wait this long after a change, so a burst of answers is one write. */
export const SAVE_DELAY_MS = 1000;

export interface KeptQuery {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

interface KeptCache {
  buster: string;
  savedAt: number;
  queries: KeptQuery[];
}

/** What the query cache holds that is worth keeping: every read that succeeded. */
export interface CachedQuery {
  queryKey: QueryKey;
  state: { status: string; data: unknown; dataUpdatedAt: number };
}

export function keptCacheText(queries: readonly CachedQuery[], buster: string, nowMs: number) {
  const kept: KeptCache = {
    buster,
    savedAt: nowMs,
    queries: queries
      .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
      .map(({ queryKey, state }) => ({
        queryKey,
        data: state.data,
        dataUpdatedAt: state.dataUpdatedAt,
      })),
  };
  return JSON.stringify(kept);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isKeptQuery(value: unknown): value is KeptQuery {
  return (
    isRecord(value) &&
    Array.isArray(value.queryKey) &&
    typeof value.dataUpdatedAt === 'number' &&
    'data' in value
  );
}

/**
 * The queries of a kept copy, or none when there is no copy, it does not read, it was kept
 * by other contracts, or it is older than the maximum age.
 */
export function readKeptCache(text: string | null, buster: string, nowMs: number): KeptQuery[] {
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || parsed.buster !== buster || typeof parsed.savedAt !== 'number') {
    return [];
  }
  if (nowMs - parsed.savedAt > PERSISTED_CACHE_MAX_AGE_MS || !Array.isArray(parsed.queries)) {
    return [];
  }
  return parsed.queries.filter(isKeptQuery);
}

/**
 * Puts the kept answers into the cache where it holds nothing newer, each marked out of
 * date: once the network is there, every screen asks for its data afresh.
 */
export function restoreInto(queryClient: QueryClient, queries: readonly KeptQuery[]): void {
  for (const { queryKey, data, dataUpdatedAt } of queries) {
    const current = queryClient.getQueryState(queryKey);
    if (current && current.dataUpdatedAt >= dataUpdatedAt) continue;
    queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

function read(): string | null {
  try {
    return localStorage.getItem(PERSISTED_CACHE_KEY);
  } catch {
    return null;
  }
}

function write(text: string): void {
  try {
    localStorage.setItem(PERSISTED_CACHE_KEY, text);
  } catch {
    // Full or blocked: no copy rather than half of one; the game plays on.
    forgetPersistedCache();
  }
}

/**
 * Restores the kept copy into `queryClient`, then keeps it up to date. Signed out, there is
 * nothing to show: a copy left behind is dropped. Returns the way to stop keeping it.
 * `signedIn` is the token store's word, passed in so this lazy module shares no code with
 * the first download.
 */
export function persistQueries(queryClient: QueryClient, signedIn: () => boolean): () => void {
  if (!signedIn()) forgetPersistedCache();
  else restoreInto(queryClient, readKeptCache(read(), PERSISTED_CACHE_BUSTER, Date.now()));

  let timer: number | undefined;
  const save = () => {
    timer = undefined;
    // Signed out meanwhile: the sign-out dropped the copy, and nothing is kept again.
    if (!signedIn()) return;
    write(keptCacheText(queryClient.getQueryCache().getAll(), PERSISTED_CACHE_BUSTER, Date.now()));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    timer ??= window.setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
  };
}
