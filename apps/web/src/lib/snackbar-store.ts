import { useSyncExternalStore } from 'react';

export type SnackbarType = 'success' | 'error' | 'info';

export interface SnackbarMessage {
  id: number;
  message: string;
  type: SnackbarType;
  durationMs: number;
}

export const SNACKBAR_DEFAULT_MS = 3000;

/**
 * One snackbar at a time; a new message replaces the current one. A plain
 * store rather than a context so mutation callbacks and non-React code can show messages.
 */
let current: SnackbarMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showSnackbar(
  message: string,
  options: { type?: SnackbarType; durationMs?: number } = {},
): void {
  current = {
    id: nextId++,
    message,
    type: options.type ?? 'info',
    durationMs: options.durationMs ?? SNACKBAR_DEFAULT_MS,
  };
  emit();
}

export function dismissSnackbar(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSnackbarMessage(): SnackbarMessage | null {
  return useSyncExternalStore(subscribe, () => current);
}
