/**
 * What the market says when a call fails, decided by the error's code and status, never
 * by the words of a message (docs/ARCHITECTURE.md, "The web app").
 */
import { ApiError } from '@/lib/api-error';

/**
 * The server's own words when it refused (a rule's refusal such as NO_LONGER_FOR_SALE
 * carries the one message table's sentence), else the screen's fallback: when no answer
 * came at all, when the server crashed or was unavailable, or when the answer did not
 * parse.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0 || error.code === 'INTERNAL' || error.code === 'SERVICE_UNAVAILABLE') {
    return fallback;
  }
  return error.message.length > 0 ? error.message : fallback;
}

/** Retries of one purchase, with the same Idempotency-Key, after a transient failure. */
const PURCHASE_RETRIES = 2;

/**
 * Whether to send a failed purchase again, with the same Idempotency-Key: only when it
 * may never have arrived (no answer) or met a gateway or an unavailable server (502, 503,
 * 504). The key makes a repeat safe: the server answers what it answered the first time
 * and never buys twice. A refusal (4xx) or a crash (500) is an answer: never repeated.
 */
export function shouldRetryPurchase(failureCount: number, error: unknown): boolean {
  if (failureCount >= PURCHASE_RETRIES || !(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 502 && error.status <= 504);
}
