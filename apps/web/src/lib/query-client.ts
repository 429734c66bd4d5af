import { onlineManager, QueryClient } from '@tanstack/react-query';
import { readRetryDelayMs, shouldRetryRead } from './query-retry';

// TanStack Query assumes it is online until the browser says otherwise, and a page loaded
// without a network hears no 'offline' event: it would wait for an 'online' event that
// changes nothing. The browser's own word at start fixes that, so the reads wait and the
// network's return resumes them.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * One query client for the app.
 * - Reads retry by themselves (lib/query-retry.ts): a lost connection until it is back,
 *   a crash twice; refusals (4xx) are answers and never retried.
 * - While the device is offline reads wait (TanStack's networkMode 'online') and resume on
 *   the network's return; a read that had given up is asked again when the player comes
 *   back to the tab, healthy ones are not.
 * - Writes are sent at once or fail at once ('always'): a write made offline fails on the
 *   spot and says so, and is never held and replayed when the network returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: (query) => query.state.status === 'error',
      retry: shouldRetryRead,
      retryDelay: readRetryDelayMs,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
