import {
  API_PREFIX,
  AUTH_TOKEN_HEADER,
  GAME_NOTICES_HEADER,
  isErrorResponse,
} from '@alchemy/contracts';
import type { z } from 'zod';
import { LazySchema, parseAnswer, prepareAnswerSchema } from './answer-parser';
import { answerJson } from './answer-json';
import { NoAnswerError, retryAfterMs, toApiError, type ApiError } from './api-error';
import { reportAnswer, reportNoAnswer } from './connection-status';
import { publishGameNotices } from './game-notices';
import { lazySchema } from './lazy-schema';
import { clearToken, getToken } from './token-storage';

export { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  /** Path under /api, e.g. '/profile'. */
  path: string;
  body?: unknown;
  /**
   * Parses the answer: the contract schema, so a wrong shape fails loudly here. Either the
   * schema or one named by `lazySchema` (lib/lazy-schema.ts), which keeps zod out of the
   * first download and parses in the answer worker, off the main thread.
   */
  schema?: z.ZodType<T> | LazySchema<T>;
  /** Use this token instead of the stored one (sign-in registers before storing it). */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a market purchase's Idempotency-Key. */
  headers?: Readonly<Record<string, string>>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** better-auth routes manage the session themselves; their 401 is not "session expired". */
function isAuthPath(path: string): boolean {
  return path.startsWith('/auth/');
}

/** The browser's word that it has no network at all (it is never sure it has one). */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The one way the client talks to the server: relative URLs (same origin in production,
 * proxied by Vite in development), JSON in and out, the bearer token attached, and every
 * failure turned into an ApiError. A 401 on a game call means the session is gone, so the
 * token is dropped and the route guards send the player to /login.
 *
 * Offline, nothing is sent: the call fails at once with a NoAnswerError, so a write the
 * player made offline certainly changed nothing, and nothing replays it later. Every
 * answer, and every silence, is reported to lib/connection-status.ts for the banner.
 */
export async function apiRequestWithHeaders<T>(request: ApiRequest<T>): Promise<ApiResponse<T>> {
  const { method = 'GET', path, body, schema, signal } = request;
  const token = request.token === undefined ? getToken() : request.token;
  const headers = new Headers({ ...request.headers, Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  // Before the request, so the schema's chunk downloads alongside the answer.
  if (schema instanceof LazySchema) prepareAnswerSchema(schema);

  if (deviceOffline()) throw new NoAnswerError(true);
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const offline = deviceOffline();
    if (!offline) reportNoAnswer();
    throw new NoAnswerError(offline);
  }

  const waitMs = retryAfterMs(response.headers.get('Retry-After'));
  reportAnswer(response.status, waitMs, Date.now());
  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) {
    if (response.status === 401 && !isAuthPath(path) && request.token === undefined) {
      clearToken();
    }
    throw await failureOf(response.status, text, waitMs);
  }
  // A move that moved a goal on says so in a header; any screen may have made it.
  publishGameNotices(response.headers.get(GAME_NOTICES_HEADER));
  if (schema instanceof LazySchema) {
    return { data: await parseAnswer(schema, text), headers: response.headers };
  }
  const payload = answerJson(text);
  const data = schema ? schema.parse(payload) : (payload as T);
  return { data, headers: response.headers };
}

/**
 * The error for a refused call. A rule's facts (`details`) are checked in the answer worker
 * like any answer; if they cannot be (the worker or its chunk is away), the words and the
 * code still stand.
 */
async function failureOf(status: number, text: string, waitMs: number | null): Promise<ApiError> {
  const body = answerJson(text);
  const error = toApiError(status, body, waitMs);
  if (!isErrorResponse(body) || body.details === undefined) return error;
  try {
    return error.withRefusal(await parseAnswer(lazySchema('RuleRefusalAnswerSchema'), text));
  } catch {
    return error;
  }
}

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  return (await apiRequestWithHeaders(request)).data;
}

/** The bearer token of a better-auth sign-in: its header first, then the body's token. */
export function tokenFromSignIn(headers: Headers, body: { token?: unknown } | null): string | null {
  const fromHeader = headers.get(AUTH_TOKEN_HEADER);
  if (fromHeader) return fromHeader;
  return typeof body?.token === 'string' && body.token.length > 0 ? body.token : null;
}
