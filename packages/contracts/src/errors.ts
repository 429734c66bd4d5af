import { z } from 'zod';
import { RULE_ERROR_CODES } from '@alchemy/game-rules';

/**
 * Codes of errors that are not a game rule's refusal: the request itself, the session,
 * the transport.
 */
export const REQUEST_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'CONFLICT',
  /** An Idempotency-Key already used for another request. */
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  /** A 503 with Retry-After: the server's simulations are queued full; ask again then. */
  'SERVER_BUSY',
] as const;

/**
 * Every error response of the API has this shape: a message a player can read and a
 * machine code the client can branch on. A game rule's refusal carries the rule's own
 * code (RULE_ERROR_CODES of @alchemy/game-rules) and, when the rule has any, its facts
 * under `details`, typed per code (rule-refusals.ts): what was needed, what was there.
 * The whole answer's schema is ErrorResponseSchema (error-response.ts).
 */
export const ERROR_CODES = [...REQUEST_ERROR_CODES, ...RULE_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error of the request, the session or the transport: no facts beyond the words. */
export const RequestErrorResponseSchema = z.object({
  error: z.string().min(1).describe('A message a player can read'),
  code: z.enum(REQUEST_ERROR_CODES).describe('A machine code to branch on'),
});
export type RequestErrorResponse = z.infer<typeof RequestErrorResponseSchema>;

/**
 * An error answer as a client first reads it, before its facts are checked: the words and
 * a known code, with whatever `details` came.
 */
export interface ErrorAnswer {
  error: string;
  code: ErrorCode;
  details?: unknown;
}

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * The test of ErrorResponseSchema's common part, written out: the web client runs it on
 * every failed call, and it must not need zod (the first screen loads without it). The
 * facts under `details` are checked apart, where zod runs (the web's answer worker).
 */
export function isErrorResponse(value: unknown): value is ErrorAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof value.error === 'string' &&
    value.error.length > 0 &&
    'code' in value &&
    typeof value.code === 'string' &&
    ERROR_CODE_SET.has(value.code)
  );
}

/**
 * The words of a 503 SERVICE_UNAVAILABLE: the server is up but its database cannot be
 * reached (or it is shutting down) for a moment. The answer carries a Retry-After header in
 * seconds; the app shows these words and tries again.
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The game is catching its breath. Try again in a moment.';

/** The code for an error answer that came without one of ours (a proxy, better-auth). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}
