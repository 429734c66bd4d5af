import type * as AuthSchemaModule from './auth-schemas';
import type * as ContractSchemaModule from './contract-schemas';
import type { endpointAnswers } from './endpoint-answers';

/**
 * The modules that hold the schemas API answers are parsed with, by name. Each is a chunk
 * of its own, imported only here: zod and the schemas arrive with the first answer that
 * needs them, not in the first download, and they are built in the answer worker
 * (lib/answer-worker.ts), not on the page's main thread. The answers of the game's
 * endpoints are in lib/endpoint-answers.ts (by endpoint name), a refusal's facts in
 * lib/contract-schemas.ts, the sign-in calls' and the login screen's in lib/auth-schemas.ts:
 * the login screen builds none of the game's, and the game's screens none of the sign-in's.
 */
export interface SchemaModules {
  endpoints: typeof endpointAnswers;
  contract: typeof ContractSchemaModule;
  auth: typeof AuthSchemaModule;
}

export type SchemaModuleName = keyof SchemaModules;

/** Vite makes a chunk only of an `import()` whose path it can read: one literal each. */
export const loadSchemaModule: { [M in SchemaModuleName]: () => Promise<SchemaModules[M]> } = {
  endpoints: async () => (await import('./endpoint-answers')).endpointAnswers,
  contract: () => import('./contract-schemas'),
  auth: () => import('./auth-schemas'),
};
