/**
 * The system: liveness, and what sign-in offers. Their schemas, errors and OpenAPI words: the
 * endpoint table's other half (../endpoint-schemas.ts).
 */
import { AuthProvidersResponseSchema } from '../auth';
import { HealthResponseSchema, LiveResponseSchema } from '../health';
import type * as systemEndpoints from '../endpoints/system';
import { type EndpointSchemas } from './shared';

export const systemSchemas = {
  health: {
    tags: ['system'],
    summary: 'Liveness and database reachability',
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    errors: [],
  },
  live: {
    tags: ['system'],
    summary: 'Liveness only: answers without touching the database',
    response: { 200: LiveResponseSchema },
    errors: [],
  },
  authProviders: {
    tags: ['system'],
    summary: 'Which sign-in methods this server offers',
    response: { 200: AuthProvidersResponseSchema },
    errors: [],
  },
} as const satisfies { readonly [N in keyof typeof systemEndpoints]: EndpointSchemas };
