/**
 * The API as component tests see it: MSW answers the app's real `fetch` calls (through the
 * real lib/api-client.ts) at the network, by the endpoint table's own methods and paths (contracts/src/endpoints.ts), with
 * bodies checked by the contract's schemas. A test says what each call answers and reads
 * back what the screen sent.
 */
import {
  API_PREFIX,
  refusalDetails,
  ruleMessage,
  RuleRefusalResponseSchema,
  type EndpointRoute,
} from '@alchemy/contracts';
import type { RuleError } from '@alchemy/game-rules';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/** What the screens asked for that no handler answered, checked after each test. */
const unanswered: string[] = [];

/**
 * The fake server. Its only standing handler refuses everything as a network error and
 * notes it: a test answers each call its screen makes (`onApi`), so a call nobody
 * expected fails the test (test/setup.ts) instead of reaching the network.
 */
export const server = setupServer(
  http.all('*', ({ request }) => {
    unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.error();
  }),
);

/** The calls no handler answered since the last look, emptied. */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}

/** MSW's handler for each method of the table. */
const HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** One request as the server received it. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
}

/** How a handler answers one request; it may look at the request first. */
export type Reply = (request: SentRequest) => Response | Promise<Response>;

async function readRequest(request: Request): Promise<SentRequest> {
  const text = await request.text();
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/**
 * Answers the endpoint (its `:id` parameters match any id) with `reply`, for the rest of
 * the test, and returns the list of requests it receives, in order. A later `onApi` on the
 * same endpoint takes over from this one.
 */
export function onApi(endpoint: EndpointRoute, reply: Reply): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    HANDLERS[endpoint.method](`${API_PREFIX}${endpoint.path}`, async ({ request }) => {
      const read = await readRequest(request);
      sent.push(read);
      return reply(read);
    }),
  );
  return sent;
}

/** A 200 with `value`, parsed by the answer's contract schema on the way out. */
export function answer<T extends JsonBodyType>(schema: z.ZodType<T>, value: T): Response {
  return HttpResponse.json(schema.parse(value));
}

/**
 * Answers with `values` in turn, the last one to every request after it: what the server
 * holds before a move and after it (a profile re-read after a purchase, say).
 */
export function inTurn<T extends JsonBodyType>(schema: z.ZodType<T>, ...values: T[]): Reply {
  let next = 0;
  return () => {
    const value = values[Math.min(next, values.length - 1)];
    next += 1;
    if (value === undefined) throw new Error('inTurn answers with at least one value');
    return answer(schema, value);
  };
}

/** 204 No Content: a failed craft, for one. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/**
 * A rule's refusal as the server answers it: the one message table's words, the rule's
 * code and its facts under `details` (docs/adr/0111-refusals-carry-their-facts.md).
 */
export function refusal(status: number, error: RuleError): Response {
  const details = refusalDetails(error);
  const body = RuleRefusalResponseSchema.parse({
    error: ruleMessage(error),
    code: error.code,
    ...(details ? { details } : {}),
  });
  return HttpResponse.json(body, { status });
}
