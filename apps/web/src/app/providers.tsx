import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { getToken, subscribeToken } from '@/lib/token-storage';

/**
 * Whenever the session ends (logout, an expired token caught by the API client, sign-out
 * in another tab) the cached profile and game data belong to nobody: drop them.
 */
function useClearCacheOnSignOut(): void {
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() === null) queryClient.clear();
      }),
    [],
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useClearCacheOnSignOut();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
