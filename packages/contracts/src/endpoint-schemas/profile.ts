/**
 * The player's own profile. Their schemas, errors and OpenAPI words: the endpoint table's other
 * half (../endpoint-schemas.ts).
 */
import { GuidanceRequestSchema, ProfileSchema } from '../profile';
import type * as profileEndpoints from '../endpoints/profile';
import { GAME, type EndpointSchemas } from './shared';

export const profileSchemas = {
  profile: {
    tags: ['profile'],
    summary: 'The signed-in player’s profile',
    response: { 200: ProfileSchema },
    errors: [401, 404],
  },
  profileRegister: {
    tags: ['profile'],
    summary: 'Create the profile on first call; return it on later calls (idempotent)',
    response: { 200: ProfileSchema, 201: ProfileSchema },
    errors: [401],
  },
  profileGuidance: {
    tags: ['profile'],
    summary: 'Mark one first-time tip seen (idempotent); it stays dismissed on every device',
    body: GuidanceRequestSchema,
    response: { 200: ProfileSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof profileEndpoints]: EndpointSchemas };
