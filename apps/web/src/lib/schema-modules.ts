import type * as AuthSchemaModule from './auth-schemas';
import type * as ContractSchemaModule from './contract-schemas';

/**
 * The modules that hold the schemas API answers are parsed with, by name. Each is a chunk
 * of its own, imported only here: zod and the schemas arrive with the first answer that
 * needs them, not in the first download, and they are built in the answer worker
 * (lib/answer-worker.ts), not on the page's main thread. The game's schemas are in
 * lib/contract-schemas.ts, the sign-in calls' in lib/auth-schemas.ts: the login screen
 * builds none of the game's, and the game's screens none of the sign-in's.
 */
export interface SchemaModules {
  contract: typeof ContractSchemaModule;
  auth: typeof AuthSchemaModule;
}

export type SchemaModuleName = keyof SchemaModules;

/** Vite makes a chunk only of an `import()` whose path it can read: one literal each. */
export const loadSchemaModule: { [M in SchemaModuleName]: () => Promise<SchemaModules[M]> } = {
  contract: () => import('./contract-schemas'),
  auth: () => import('./auth-schemas'),
};
