/**
 * Every JSON endpoint of the API, declared once: its name, method, path (relative to
 * API_PREFIX, Fastify's `:param` style) and who may call it. This is the light half of the
 * endpoint table (docs/adr/0116-endpoint-table.md): no zod, so the web's first screens may
 * import it. Each endpoint is its own export, and each resource's rows their own module
 * (endpoints/<resource>.ts), so the bundler puts a resource's rows with the screens that
 * call it: the first screens carry only the rows they use.
 * The other half, each endpoint's schemas, errors and OpenAPI words, is bound by the same
 * name in endpoint-schemas.ts, which the server and the web's answer worker import; a
 * type check there makes the two agree key for key.
 *
 * This module exports endpoints and nothing else: `import * as endpoints` is the table.
 */
export * from './endpoints/system';
export * from './endpoints/profile';
export * from './endpoints/players';
export * from './endpoints/friends';
export * from './endpoints/crafting';
export * from './endpoints/encyclopedia';
export * from './endpoints/items';
export * from './endpoints/lab';
export * from './endpoints/arena';
export * from './endpoints/market';
export * from './endpoints/goals';
export * from './endpoints/race';
export * from './endpoints/seasons';
export * from './endpoints/live';
