import type { ErrorCode } from '@alchemy/contracts';

/**
 * An error a route throws on purpose: it carries the HTTP status, the machine code, a
 * message a player can read and, for a game rule's refusal, the rule's facts; the error
 * handler sends exactly that.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

/**
 * A 503 for load that passes in a moment (the odds' worker pool is full: workers/
 * odds-pool.ts), not a lost database (db/unreachable.ts). The error handler adds
 * Retry-After with these seconds, and the app's reads ask again then.
 */
export class BusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'SERVER_BUSY', message);
    this.name = 'BusyError';
  }
}
