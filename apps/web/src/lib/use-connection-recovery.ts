import * as endpoints from '@alchemy/contracts/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint } from './call-endpoint';
import { connectionState, useConnectionState, type ConnectionState } from './connection-status';
import { readRetryDelayMs } from './query-retry';

/** The soonest a probe asks again after a 503, whatever its Retry-After said. */
const MIN_PROBE_MS = 500;

function probeDelayMs(state: ConnectionState, attempt: number, nowMs: number): number {
  if (state.kind === 'breathing') return Math.max(state.retryAt - nowMs, MIN_PROBE_MS);
  return readRetryDelayMs(attempt, null);
}

/**
 * Brings the game back by itself when the connection returns, without a tap: while the
 * server is out of reach or catching its breath, it asks GET /api/health (no token, no
 * game data) after the server's Retry-After or on a doubling wait; any answer clears the
 * banner (lib/connection-status.ts). When the connection is back, from any of the three
 * problems, the reads that had given up are asked again; the others resume by themselves
 * (TanStack Query). Writes are never repeated.
 */
export function useConnectionRecovery(queryClient: QueryClient): void {
  const state = useConnectionState();

  useEffect(() => {
    if (state.kind !== 'unreachable' && state.kind !== 'breathing') return;
    let attempt = 0;
    let timer: number | undefined;
    const schedule = () => {
      attempt += 1;
      timer = window.setTimeout(probe, probeDelayMs(state, attempt, Date.now()));
    };
    const probe = () => {
      callEndpoint(endpoints.health)
        .catch(() => undefined)
        .finally(() => {
          // A changed state re-runs this effect with its own schedule.
          if (connectionState() === state) schedule();
        });
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [state]);

  const previous = useRef(state.kind);
  useEffect(() => {
    const was = previous.current;
    previous.current = state.kind;
    if (state.kind !== 'online' || was === 'online') return;
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  }, [state.kind, queryClient]);
}
