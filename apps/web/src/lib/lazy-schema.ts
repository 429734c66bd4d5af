import type { EndpointAnswer, EndpointName } from '@alchemy/contracts/endpoint-schemas';
import type { z } from 'zod';
import { LazySchema } from './answer-parser';
import { loadSchemaModule, type SchemaModuleName, type SchemaModules } from './schema-modules';

/** The exports of a schema module that are schemas. */
type SchemaName<M extends SchemaModuleName> = {
  [K in keyof SchemaModules[M]]: SchemaModules[M][K] extends z.ZodType ? K : never;
}[keyof SchemaModules[M]] &
  string;

type Output<M extends SchemaModuleName, K extends SchemaName<M>> =
  SchemaModules[M][K] extends z.ZodType<infer T> ? T : never;

function named<M extends SchemaModuleName, K extends SchemaName<M>>(
  module: M,
  name: K,
): LazySchema<Output<M, K>> {
  return new LazySchema(module, name, async () => {
    const schemas: SchemaModules[M] = await loadSchemaModule[module]();
    const schema: SchemaModules[M][K] = schemas[name];
    // The export K of module M is a schema whose output is Output<M, K> by the two types
    // above; TypeScript does not follow a generic index through them.
    return schema as z.ZodType<Output<M, K>>;
  });
}

/**
 * A schema of lib/contract-schemas.ts for `apiRequest`, by its export's name: it is built,
 * with zod, in the answer worker when the first call needs it (lib/answer-parser.ts).
 */
export function lazySchema<K extends SchemaName<'contract'>>(
  name: K,
): LazySchema<Output<'contract', K>> {
  return named('contract', name);
}

/** The same for the sign-in calls' schemas (lib/auth-schemas.ts). */
export function lazyAuthSchema<K extends SchemaName<'auth'>>(
  name: K,
): LazySchema<Output<'auth', K>> {
  return named('auth', name);
}

/** The endpoints the login screen calls: their answers are in the sign-in's module. */
const LOGIN_SCREEN_ANSWERS: ReadonlySet<EndpointName> = new Set([
  'authProviders',
  'friendsInvitationPreview',
] as const satisfies ReadonlyArray<EndpointName & keyof SchemaModules['auth']>);

/**
 * The answer schema of an endpoint of the table, by its name, for `apiRequest`: parsed in
 * the answer worker with lib/endpoint-answers.ts (or, for the login screen's calls, with
 * lib/auth-schemas.ts, so that screen builds none of the game's schemas).
 */
export function endpointAnswer<N extends EndpointName>(name: N): LazySchema<EndpointAnswer<N>> {
  const module = LOGIN_SCREEN_ANSWERS.has(name) ? 'auth' : 'endpoints';
  // On the page (no worker: tests, old browsers) every answer is read with the table's.
  return new LazySchema(module, name, async () => (await loadSchemaModule.endpoints())[name]);
}
