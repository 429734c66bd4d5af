/**
 * What the app knows of its connection to the game, for the banner and for the retries:
 * the device's own word (TanStack Query's onlineManager, fed by the browser's online and
 * offline events) and what the last calls met (no answer at all, or the server's 503 while
 * its database is away). Every API answer reports here (lib/api-client.ts); any answer that
 * is not a 503 clears a server problem, so the banner goes as soon as one call gets through.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export type ServerProblem =
  /** Sent, and nothing answered. */
  | { kind: 'unreachable' }
  /** The server said 503: ask again after `retryAt` (epoch ms). */
  | { kind: 'breathing'; retryAt: number };

export type ConnectionState =
  | { kind: 'online' }
  | { kind: 'offline' }
  | { kind: 'unreachable' }
  | { kind: 'breathing'; retryAt: number };

/** How long to wait after a 503 that named no Retry-After. */
const DEFAULT_BREATH_MS = 5_000;

let serverProblem: ServerProblem | null = null;
let snapshot: ConnectionState = compute();
const listeners = new Set<() => void>();

/** The state the banner shows: the device's word first, then what the server did. */
export function connectionStateOf(
  deviceOnline: boolean,
  problem: ServerProblem | null,
): ConnectionState {
  if (!deviceOnline) return { kind: 'offline' };
  return problem ?? { kind: 'online' };
}

function compute(): ConnectionState {
  return connectionStateOf(onlineManager.isOnline(), serverProblem);
}

function emit(): void {
  const next = compute();
  if (sameState(next, snapshot)) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function sameState(a: ConnectionState, b: ConnectionState): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'breathing' || b.kind !== 'breathing' || a.retryAt === b.retryAt;
}

onlineManager.subscribe(emit);

/** An answer came (any status): the server is reachable; a 503 says when to ask again. */
export function reportAnswer(status: number, retryAfterMs: number | null, nowMs: number): void {
  serverProblem =
    status === 503
      ? { kind: 'breathing', retryAt: nowMs + (retryAfterMs ?? DEFAULT_BREATH_MS) }
      : null;
  emit();
}

/** Nothing answered a request the device believed it could send. */
export function reportNoAnswer(): void {
  if (serverProblem?.kind === 'breathing') return;
  serverProblem = { kind: 'unreachable' };
  emit();
}

export function connectionState(): ConnectionState {
  return snapshot;
}

function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState);
}
