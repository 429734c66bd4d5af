/**
 * A route registered from the endpoint table (packages/contracts: endpoints.ts and
 * endpoint-schemas.ts, docs/adr/0116-endpoint-table.md): its method, url, schemas, error
 * answers, OpenAPI words and security, and its `config.access` (the check
 * plugins/authenticate.ts runs first) all come from the endpoint's row. A route file adds
 * only the handler, which the zod type provider types from the same schemas.
 */
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  onRequestHookHandler,
  RouteGenericInterface,
  RouteHandlerMethod,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, type EndpointRoute } from '@alchemy/contracts';
import {
  endpointSchemas,
  type EndpointName,
  type EndpointSchemas,
  type ErrorStatus,
} from '@alchemy/contracts/endpoint-schemas';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Row<N extends EndpointName> = (typeof endpointSchemas)[N];
type Part<N extends EndpointName, K extends string> =
  Row<N> extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint, as the zod type provider reads it for the handler. */
interface RouteSchemaOf<N extends EndpointName> {
  params: Part<N, 'params'>;
  querystring: Part<N, 'query'>;
  body: Part<N, 'body'>;
  headers: Part<N, 'headers'>;
  response: Row<N>['response'] & {
    [S in Row<N>['errors'][number]]: typeof ErrorResponseSchema;
  };
}

export type EndpointHandler<N extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<N>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route adds to its row: its own hooks, and config such as a rate limit. */
export interface RouteExtras {
  onRequest?: onRequestHookHandler;
  config?: Omit<FastifyContextConfig, 'access'>;
}

/** The OpenAPI security of a call that needs a session: a bearer token (ADR 0003). */
const bearerSecurity = [{ bearer: [] }];

function errorAnswers(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema]));
}

/** The Fastify schema of a row: /api/docs shows it, the type provider validates with it. */
function fastifySchema(route: EndpointRoute, row: EndpointSchemas) {
  return {
    tags: [...row.tags],
    summary: row.summary,
    ...(route.access === 'public' ? {} : { security: bearerSecurity }),
    ...(row.params ? { params: row.params } : {}),
    ...(row.query ? { querystring: row.query } : {}),
    ...(row.body ? { body: row.body } : {}),
    ...(row.headers ? { headers: row.headers } : {}),
    response: { ...row.response, ...errorAnswers(row.errors) },
  };
}

/** Registers the endpoint's route on `app` (a plugin under /api) with its handler. */
export function routeOf<N extends EndpointName>(
  app: ZodApp,
  endpoint: EndpointRoute & { readonly name: N },
  handler: EndpointHandler<N>,
  extras: RouteExtras = {},
): void {
  const row: EndpointSchemas = endpointSchemas[endpoint.name];
  app.route<RouteGenericInterface, ContextConfigDefault, RouteSchemaOf<N>>({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...extras.config, access: endpoint.access },
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    // The row of endpoint N, laid out as Fastify reads it: RouteSchemaOf<N> is that layout
    // by type; TypeScript does not follow a generic row through the spreads above.
    schema: fastifySchema(endpoint, row) as unknown as RouteSchemaOf<N>,
    handler,
  });
}
