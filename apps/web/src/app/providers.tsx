import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';
import {
  forgetPersistedCache,
  PERSISTED_CACHE_BUSTER,
  PERSISTED_CACHE_MAX_AGE_MS,
  queryPersister,
} from '@/lib/query-persistence';
import { queryClient } from '@/lib/query-client';
import { getToken, subscribeToken } from '@/lib/token-storage';
import { useConnectionRecovery } from '@/lib/use-connection-recovery';

/**
 * Whenever the session ends (logout, an expired token caught by the API client, sign-out
 * in another tab) the cached profile and game data belong to nobody: drop them, and the
 * copy kept for offline reloads with them.
 */
function useClearCacheOnSignOut(): void {
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() !== null) return;
        queryClient.clear();
        forgetPersistedCache();
      }),
    [],
  );
}

const persistOptions = {
  persister: queryPersister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: PERSISTED_CACHE_BUSTER,
};

export function Providers({ children }: { children: ReactNode }) {
  useClearCacheOnSignOut();
  useConnectionRecovery(queryClient);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
