import { isErrorResponse } from '@alchemy/contracts';

/** A failed API call: the HTTP status plus the server's `{error, code}` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Builds the ApiError for a non-2xx answer from whatever body came back (maybe none). */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.code, body.error);
  // better-auth answers with `{message, code}`; keep its message when it is there.
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.length > 0) {
      return new ApiError(status, codeForStatus(status), message);
    }
  }
  return new ApiError(status, codeForStatus(status), `Request failed with status ${status}`);
}

function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

/** The text a snackbar shows for any thrown value (spec: '{message or Unknown error}'). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.length > 0) return error.message;
  return 'Unknown error';
}
