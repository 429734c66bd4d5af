/**
 * The other half of the endpoint table (docs/adr/0116-endpoint-table.md): each endpoint of
 * endpoints.ts, by the same name, with its request schemas, its answers, the error
 * statuses it may give (each answered `{ error, code, details? }`, ErrorResponseSchema),
 * and its words for /api/docs. The server registers its routes from both halves
 * (apps/server/src/routes/route-of.ts); the web imports this module only in its answer
 * worker, so zod stays out of the first download. `satisfies` below holds the two halves
 * to the same keys: an endpoint without schemas, or schemas without an endpoint, does not
 * compile.
 */
import type { z } from 'zod';
import type * as endpoints from './endpoints';
import { systemSchemas } from './endpoint-schemas/system';
import { profileSchemas } from './endpoint-schemas/profile';
import { playersSchemas } from './endpoint-schemas/players';
import { friendsSchemas } from './endpoint-schemas/friends';
import { craftingSchemas } from './endpoint-schemas/crafting';
import { encyclopediaSchemas } from './endpoint-schemas/encyclopedia';
import { itemsSchemas } from './endpoint-schemas/items';
import { labSchemas } from './endpoint-schemas/lab';
import { arenaSchemas } from './endpoint-schemas/arena';
import { marketSchemas } from './endpoint-schemas/market';
import { goalsSchemas } from './endpoint-schemas/goals';
import { raceSchemas } from './endpoint-schemas/race';
import { seasonsSchemas } from './endpoint-schemas/seasons';
import { liveSchemas } from './endpoint-schemas/live';
import type { EndpointSchemas } from './endpoint-schemas/shared';

export type { EndpointSchemas, ErrorStatus } from './endpoint-schemas/shared';

/** Each resource's rows are in endpoint-schemas/<resource>.ts, beside endpoints/<resource>.ts. */
export const endpointSchemas = {
  ...systemSchemas,
  ...profileSchemas,
  ...playersSchemas,
  ...friendsSchemas,
  ...craftingSchemas,
  ...encyclopediaSchemas,
  ...itemsSchemas,
  ...labSchemas,
  ...arenaSchemas,
  ...marketSchemas,
  ...goalsSchemas,
  ...raceSchemas,
  ...seasonsSchemas,
  ...liveSchemas,
} as const satisfies { readonly [N in keyof typeof endpoints]: EndpointSchemas };

type Table = typeof endpointSchemas;
export type EndpointName = keyof Table;

/** The schemas of an endpoint's successful answers (a 204 is `z.null()`). */
export type SuccessSchemaOf<N extends EndpointName> =
  Table[N]['response'][keyof Table[N]['response'] & (200 | 201 | 204)];

/** What a successful call of the endpoint answers, once parsed. */
export type EndpointAnswer<N extends EndpointName> = z.output<SuccessSchemaOf<N>>;

/** The body the endpoint reads, or never when it reads none. */
export type EndpointBody<N extends EndpointName> = Table[N] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;

/**
 * The query the endpoint reads, as a client may send it (a field with a default may be
 * left out), or never when it reads none. A query string carries the values as text.
 */
export type EndpointQuery<N extends EndpointName> = Table[N] extends {
  query: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : never;
