import type { z } from 'zod';
import type { LazySchema } from './api-client';
import type * as AuthSchemaModule from './auth-schemas';
import type * as ContractSchemaModule from './contract-schemas';

type ContractSchemas = typeof ContractSchemaModule;
type AuthSchemas = typeof AuthSchemaModule;

/**
 * A schema for `apiRequest`, picked from lib/contract-schemas.ts when the first call needs
 * it: the module (and zod with it) is a chunk of its own, fetched while the request is on
 * the wire, so the first screen does not wait for it.
 */
export function lazySchema<T>(pick: (schemas: ContractSchemas) => z.ZodType<T>): LazySchema<T> {
  return () => import('./contract-schemas').then(pick);
}

/** The same for the sign-in calls' schemas (lib/auth-schemas.ts), a chunk of their own. */
export function lazyAuthSchema<T>(pick: (schemas: AuthSchemas) => z.ZodType<T>): LazySchema<T> {
  return () => import('./auth-schemas').then(pick);
}
