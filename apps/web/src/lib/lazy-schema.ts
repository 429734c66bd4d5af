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
