import { errorCodeForStatus, isErrorResponse, type ErrorCode } from '@alchemy/contracts';
import type { RuleError } from '@alchemy/game-rules';

/**
 * A failed API call: the HTTP status plus the server's `{error, code}` when it sent one,
 * and a rule's refusal with its facts when the answer carried them (`details`, checked).
 * Screens branch on `code` (one of the contract's codes), never on the message's words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** How long the server asked to wait before asking again (a 503's Retry-After), if it did. */
  readonly retryAfterMs: number | null;
  /**
   * The refusal with the server's facts (what was needed, what was there), narrowed by its
   * code: `if (error.refusal?.code === 'NOT_ENOUGH_CREDITS') error.refusal.needed`. Null when
   * the answer had no facts or they did not check out.
   */
  readonly refusal: RuleError | null;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    retryAfterMs: number | null = null,
    refusal: RuleError | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
    this.refusal = refusal;
  }

  /** The same error with the refusal's checked facts. */
  withRefusal(refusal: RuleError): ApiError {
    return new ApiError(this.status, this.code, this.message, this.retryAfterMs, refusal);
  }
}

/**
 * No answer came: the request was never sent because the device is offline, or it was
 * sent and nothing answered. Status 0, the contract's code for a server out of reach.
 */
export class NoAnswerError extends ApiError {
  readonly offline: boolean;

  constructor(offline: boolean) {
    super(
      0,
      'SERVICE_UNAVAILABLE',
      offline ? 'You are offline.' : 'The server could not be reached.',
    );
    this.name = 'NoAnswerError';
    this.offline = offline;
  }
}

/** A Retry-After header in seconds (the only form our server sends) as milliseconds. */
export function retryAfterMs(header: string | null): number | null {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim()) * 1000;
}

/** Builds the ApiError for a non-2xx answer from whatever body came back (maybe none). */
export function toApiError(
  status: number,
  body: unknown,
  retryAfter: number | null = null,
): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.code, body.error, retryAfter);
  // better-auth answers with `{message, code}` in codes of its own: keep its message, and
  // take our code from the status.
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.length > 0) {
      return new ApiError(status, errorCodeForStatus(status), message, retryAfter);
    }
  }
  return new ApiError(
    status,
    errorCodeForStatus(status),
    `Request failed with status ${status}`,
    retryAfter,
  );
}

/**
 * Why a call got no usable answer, when the cause is the connection rather than the
 * request: the device is offline, the server did not answer, or it answered 503 (its
 * database is away: 'catching its breath'). Null for an answer, even a refusal or a crash.
 */
export type ConnectionFailure = 'offline' | 'unreachable' | 'breathing';

export function connectionFailure(error: unknown): ConnectionFailure | null {
  if (error instanceof NoAnswerError) return error.offline ? 'offline' : 'unreachable';
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return 'unreachable';
  // A proxy in front of a restarting server says 502 or 504; the server itself says 503.
  if (error.status === 503 || error.status === 502 || error.status === 504) return 'breathing';
  return null;
}

/** The text a snackbar shows for any thrown value: the message, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.length > 0) return error.message;
  return 'Unknown error';
}

/** The banner's title for a 503, and the start of what a write refused by one says. */
export const BREATHING_TITLE = 'The game is catching its breath';

/**
 * The words for a write that met a connection failure, with what did not happen
 * ('nothing was crafted'), or null when the failure was an answer of the server's.
 */
export function unsentWriteText(error: unknown, nothingHappened: string): string | null {
  switch (connectionFailure(error)) {
    case 'offline':
      return `You are offline: ${nothingHappened}.`;
    case 'unreachable':
      return `The game server could not be reached: ${nothingHappened}.`;
    case 'breathing':
      return `${BREATHING_TITLE}: ${nothingHappened}. Try again in a moment.`;
    case null:
      return null;
  }
}
