import { errorCodeForStatus, isErrorResponse, type ErrorCode } from '@alchemy/contracts';

/**
 * A failed API call: the HTTP status plus the server's `{error, code}` when it sent one.
 * Screens branch on `code` (one of the contract's codes), never on the message's words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  constructor(status: number, code: ErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Builds the ApiError for a non-2xx answer from whatever body came back (maybe none). */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.code, body.error);
  // better-auth answers with `{message, code}` in codes of its own: keep its message, and
  // take our code from the status.
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.length > 0) {
      return new ApiError(status, errorCodeForStatus(status), message);
    }
  }
  return new ApiError(status, errorCodeForStatus(status), `Request failed with status ${status}`);
}

/** The text a snackbar shows for any thrown value: the message, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.length > 0) return error.message;
  return 'Unknown error';
}
