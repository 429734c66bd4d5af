/**
 * The app's one live stream (docs/ARCHITECTURE.md, "Live events"): GET /api/live read with
 * fetch, so the bearer token goes in a header, never in a URL; reconnected by itself with
 * the last event id (the server sends what was kept meanwhile); stopped while signed out or
 * offline. Each event refreshes what it changed and is handed to `onEvent` (the snackbar).
 */
import {
  API_PREFIX,
  createSseParser,
  readLiveEvent,
  type DailyGoals,
  type LiveEvent,
  type NotificationsPage,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { getToken, subscribeToken } from '@/lib/token-storage';
import { queryKeys } from '@/shared/queries/query-keys';
import { liveKeys } from './api/notifications';
import { keysChangedBy, withArrived } from './live-effects';
import { reconnectDelayMs } from './reconnect-delay';

/** How long a goal's event waits for the move's own answer to have told this device. */
const GOAL_SETTLE_MS = 2000;

export function startLiveChannel(
  queryClient: QueryClient,
  onEvent: (event: LiveEvent) => void,
): () => void {
  let stopped = false;
  let lastId: string | null = null;
  let failures = 0;
  let controller: AbortController | null = null;
  let timer: number | undefined;
  let wake: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = window.setTimeout(resolve, ms);
    });
  const nudge = () => {
    window.clearTimeout(timer);
    wake?.();
  };
  // A sign-out ends the stream at once; a sign-in starts one.
  const stopTokenWatch = subscribeToken(() => {
    controller?.abort();
    nudge();
  });
  window.addEventListener('online', nudge);

  const handle = (data: string) => {
    let event: LiveEvent | null;
    try {
      event = readLiveEvent(JSON.parse(data));
    } catch {
      return;
    }
    if (!event) return;
    if (event.type === 'notification') {
      const arrived = event.notification;
      queryClient.setQueryData<NotificationsPage>(liveKeys.notifications, (page) =>
        withArrived(page, arrived),
      );
    }
    const refresh = () => {
      const goals = queryClient.getQueryData<DailyGoals>(queryKeys.goals);
      for (const queryKey of keysChangedBy(event, goals)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    // A goal this device completed is told twice: in its own move's answer and here, often
    // first here (the NOTIFY goes out at the commit). Looked at once that answer is in.
    if (event.type === 'notification' && event.notification.body.kind === 'goal-completed') {
      window.setTimeout(refresh, GOAL_SETTLE_MS);
    } else {
      refresh();
    }
    onEvent(event);
  };

  const connectOnce = async (token: string): Promise<'ended' | 'failed' | 'unauthorized'> => {
    controller = new AbortController();
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (lastId !== null) headers['Last-Event-ID'] = lastId;
    try {
      const response = await fetch(`${API_PREFIX}${endpoints.liveEvents.path}`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
        // A stream open for the whole visit, not a resource the screen waits for: low, so it
        // never competes with a first screen's scripts and answers for the connection.
        priority: 'low',
      });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) return 'failed';
      failures = 0;
      const push = createSseParser(
        ({ data }) => handle(data),
        (id) => {
          lastId = id;
        },
      );
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        push(value);
      }
    } catch {
      return 'failed';
    }
  };

  void (async () => {
    while (!stopped) {
      const token = getToken();
      if (!token || !navigator.onLine) {
        // Woken by a sign-in or the network's return.
        await sleep(60_000);
        continue;
      }
      const outcome = await connectOnce(token);
      if (stopped) return;
      if (outcome === 'unauthorized') {
        await sleep(60_000);
        continue;
      }
      if (outcome === 'failed') failures += 1;
      // A stream the server ended (its lifetime) comes back at once, but never in a loop.
      await sleep(Math.max(500, reconnectDelayMs(failures, Math.random())));
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
    nudge();
    stopTokenWatch();
    window.removeEventListener('online', nudge);
  };
}
