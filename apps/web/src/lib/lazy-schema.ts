import type { z } from 'zod';
import type { LazySchema } from './api-client';
import type * as ContractSchemaModule from './contract-schemas';

type ContractSchemas = typeof ContractSchemaModule;

/**
 * A schema for `apiRequest`, picked from lib/contract-schemas.ts when the first call needs
 * it: the module (and zod with it) is a chunk of its own, fetched while the request is on
 * the wire, so the first screen does not wait for it.
 */
export function lazySchema<T>(pick: (schemas: ContractSchemas) => z.ZodType<T>): LazySchema<T> {
  return () => import('./contract-schemas').then(pick);
}
