/**
 * When a failed read is asked again (docs/RULES.md, "Client timings and texts"). A failure
 * of the connection (offline, no answer, the server's 503) is not the answer: the read is
 * asked again until one comes, after the server's Retry-After or on a doubling wait, and
 * while the device is offline TanStack Query holds it until the network returns. A refusal
 * (4xx) is an answer and is never repeated; a crash (500) is tried twice more.
 */
import { ApiError, connectionFailure } from './api-error';

/** The first wait after a failure of the connection, doubled each time up to the cap. */
const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 8_000;
/** Retries of a read that met a crash or an answer that did not parse. */
const OTHER_FAILURE_RETRIES = 2;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (connectionFailure(error) !== null) return true;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < OTHER_FAILURE_RETRIES;
}

/** The wait before retry number `failureCount` (1 for the first). */
export function readRetryDelayMs(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) {
    return Math.min(Math.max(error.retryAfterMs, FIRST_RETRY_MS), 60_000);
  }
  const doubled = FIRST_RETRY_MS * 2 ** Math.max(0, failureCount - 1);
  return Math.min(doubled, MAX_RETRY_MS);
}
