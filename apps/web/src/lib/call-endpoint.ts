/**
 * A call of an endpoint of the table (contracts/src/endpoints.ts), typed end to end: the
 * URL from the endpoint's path and `params`, its method, its query and body as the
 * endpoint reads them, and the answer parsed in the answer worker by that endpoint's
 * answer schema. The types come from the table's schema half by `import type` only, so a
 * call carries no zod into the first download (docs/adr/0116-endpoint-table.md).
 */
import type { EndpointRoute, PathParams } from '@alchemy/contracts';
import type {
  EndpointAnswer,
  EndpointBody,
  EndpointName,
  EndpointQuery,
} from '@alchemy/contracts/endpoint-schemas';
import { apiRequest, type ApiRequest } from './api-client';
import { fillPath } from './api-path';
import { endpointAnswer } from './lazy-schema';

type Endpoint = EndpointRoute & { readonly name: EndpointName };

/** A part of a call: required when the endpoint has it, absent when it has none. */
type Part<Key extends string, T> = [T] extends [never]
  ? { readonly [K in Key]?: never }
  : { readonly [K in Key]: T };

/** Query values as a client may send them; what is left out takes the server's default. */
type QueryPart<Q> = [Q] extends [never]
  ? { readonly query?: never }
  : { readonly query?: { readonly [K in keyof Q]?: Q[K] } };

/** A call's parts as an object type, so a call with none required may leave it out. */
type Optional = Partial<Record<never, unknown>>;

export type EndpointCall<E extends Endpoint> = Pick<ApiRequest<unknown>, 'signal' | 'headers'> & {
  /** Use this token instead of the stored one (sign-in registers before storing it). */
  readonly token?: string | null;
} & Part<'params', PathParams<E['path']>> &
  Part<'body', EndpointBody<E['name']>> &
  QueryPart<EndpointQuery<E['name']>>;

/** The query string of a call: its values as text, in the order given, none left empty. */
function searchOf(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls `endpoint`. A public endpoint is called without the session's token (it needs
 * none, and a stale one must not be cleared by its answer).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[call]: Optional extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>]
): Promise<EndpointAnswer<E['name']>> {
  const params: Readonly<Record<string, string>> = call?.params ?? {};
  const token =
    call?.token !== undefined ? call.token : endpoint.access === 'public' ? null : undefined;
  return apiRequest({
    method: endpoint.method,
    path: `${fillPath(endpoint.path, params)}${searchOf(call?.query)}`,
    body: call?.body,
    schema: endpointAnswer(endpoint.name),
    token,
    signal: call?.signal,
    headers: call?.headers,
  });
}
