/**
 * The shape of one row of the endpoint table (endpoints.ts), without zod: what a caller
 * needs at run time to send a request, and the types that follow from a path.
 */

/** 'public': anyone; 'user': a live session; 'player': a live session with a player. */
export type RouteAccess = 'public' | 'user' | 'player';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointRoute {
  /** The endpoint's key in the table, and of its schemas in endpoint-schemas.ts. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Relative to API_PREFIX, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: RouteAccess;
}

/** The names of a path's parameters: '/goals/:id/claim' -> 'id'. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters as a caller gives them, or never for a path without any. */
export type PathParams<P extends string> = [PathParamName<P>] extends [never]
  ? never
  : { readonly [K in PathParamName<P>]: string };
