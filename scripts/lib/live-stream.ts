/**
 * A player's live channel as the web app holds it (apps/web/src/features/live/live-channel.ts),
 * for the bench and the soak: GET /api/live with the bearer header, events read with the
 * contract's SSE parser, and after any cut (a killed instance, the server's stream lifetime)
 * a new stream with the last event id, so nothing stored is missed.
 */
import { API_PREFIX, createSseParser, readLiveEvent } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { LiveEvent } from '@alchemy/contracts';

export interface LiveStreamOptions {
  token: string;
  /** The origin to connect to now; asked again at every reconnect (a balancer's choice). */
  base: () => string;
  /** Called for every event, with the time it was read (performance.now()). */
  onEvent?: (event: LiveEvent, readAt: number) => void;
  /** Wait before a reconnect; the app's first delay is about this. */
  retryMs?: number;
}

export interface LiveStream {
  /** Resolves once the first stream answered 200 (its headers arrived). */
  opened: Promise<void>;
  /** Ids of the stored notifications this player received, in order, without repeats. */
  notificationIds: number[];
  /** How many times a stream was opened (1 when never cut). */
  connections: number;
  close: () => void;
}

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const controller = new AbortController();
  const seen = new Set<number>();
  let lastEventId: string | null = null;
  let markOpened: () => void = () => {};
  const stream: LiveStream = {
    opened: new Promise<void>((resolve) => {
      markOpened = resolve;
    }),
    notificationIds: [],
    connections: 0,
    close: () => controller.abort(),
  };

  const once = async () => {
    const response = await fetch(`${options.base()}${API_PREFIX}${endpoints.liveEvents.path}`, {
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(lastEventId === null ? {} : { 'last-event-id': lastEventId }),
      },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return;
    }
    stream.connections += 1;
    markOpened();
    const parse = createSseParser(
      ({ data }) => {
        const readAt = performance.now();
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        const event = readLiveEvent(parsed);
        if (!event) return;
        if (event.type === 'notification' && !seen.has(event.notification.id)) {
          seen.add(event.notification.id);
          stream.notificationIds.push(event.notification.id);
        }
        options.onEvent?.(event, readAt);
      },
      (id) => {
        lastEventId = id;
      },
    );
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parse(value);
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await once();
      } catch {
        // Cut or refused (a killed instance): connect again after a pause, as the app does.
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 300));
    }
  })();
  return stream;
}
