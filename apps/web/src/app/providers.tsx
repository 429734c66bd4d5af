import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { forgetPersistedCache } from '@/lib/persisted-cache';
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

export function Providers({ children }: { children: ReactNode }) {
  useClearCacheOnSignOut();
  useConnectionRecovery(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
