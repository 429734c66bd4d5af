import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SnackbarHost } from '@/components/ui/snackbar-host';

/** The query clients of the screens rendered so far, emptied after each test (setup.ts). */
const clients = new Set<QueryClient>();

export function forgetScreens(): void {
  for (const client of clients) client.clear();
  clients.clear();
}

/**
 * A fresh client per test, so no answer leaks from one test into the next. The app's
 * (lib/query-client.ts) retries a failed read until the connection comes back; here a
 * failed read fails at once, so a test that forgot an answer fails fast, not after the
 * retries' seconds. Writes are sent at once, as in the app.
 */
function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Where a screen sent the player: any route but the screen's own. */
function Elsewhere() {
  return <p>Page {useLocation().pathname}</p>;
}

interface ScreenOptions {
  /** The URL the screen opens at, e.g. '/game/crafting'. */
  route: string;
  /** The route pattern the screen is mounted on; the route itself by default. */
  path?: string;
}

/**
 * Renders one screen as the app mounts it (app/app.tsx, app/router.tsx) without the shell:
 * a query client, the router at `route`, and the snackbar host, where the screens' messages
 * show. The app's Providers are left out on purpose: they hold the app's one query client
 * and its reconnection; a test wants a client of its own. Navigation away lands on a page
 * that says where (`Page /game/arena/...`).
 *
 * `user` clicks and types as a player does; under fake timers it moves the clock with them.
 */
export function renderScreen(ui: ReactElement, { route, path = route }: ScreenOptions) {
  const queryClient = testQueryClient();
  clients.add(queryClient);
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <SnackbarHost />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
