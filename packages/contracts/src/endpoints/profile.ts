/** The player's own profile. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const profile = {
  name: 'profile',
  method: 'GET',
  path: '/profile',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileRegister = {
  name: 'profileRegister',
  method: 'POST',
  path: '/profile/register',
  access: 'user',
} as const satisfies EndpointRoute;
export const profileGuidance = {
  name: 'profileGuidance',
  method: 'POST',
  path: '/profile/guidance',
  access: 'player',
} as const satisfies EndpointRoute;
