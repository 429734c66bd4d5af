/**
 * One player's API calls for `npm run bench:world`, over either road: HTTP to the running
 * server (what is timed), or `inject` into an app built in this process on the same
 * database (what is recorded, to explain its statements: world-plans.ts). The calls are
 * written once against `Transport` and made on either.
 */
import { API_PREFIX } from '@alchemy/contracts';
import type { App } from '../../apps/server/src/app';

export interface Answer {
  status: number;
  /** The parsed JSON, or null for an empty answer. */
  body: unknown;
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface Request {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A player's API: a call under /api with its bearer token. */
export type Api = (method: Method, path: string, request?: Request) => Promise<Answer>;

/** The API of the player with `token`, on one road. */
export type Transport = (token: string) => Api;

function headersOf(token: string, request: Request): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...request.headers,
  };
}

const parsed = (text: string): unknown => (text ? JSON.parse(text) : null);

/** Calls over HTTP to the server at `base`: the body read to its end, as a client does. */
export function overHttp(base: string): Transport {
  return (token) =>
    async (method, path, request = {}) => {
      const response = await fetch(`${base}${API_PREFIX}${path}`, {
        method,
        headers: headersOf(token, request),
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      return { status: response.status, body: parsed(await response.text()) };
    };
}

/** Calls through `inject` into an app in this process. */
export function throughInject(app: App): Transport {
  return (token) =>
    async (method, path, request = {}) => {
      const response = await app.inject({
        method,
        url: `${API_PREFIX}${path}`,
        headers: headersOf(token, request),
        ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
      });
      return { status: response.statusCode, body: parsed(response.body) };
    };
}

/** The answer's body when its status is the expected one; else an error that shows it. */
export function expectStatus(answer: Answer, status: number, what: string): unknown {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}
