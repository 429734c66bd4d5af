/** The system: liveness, and what sign-in offers. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const health = {
  name: 'health',
  method: 'GET',
  path: '/health',
  access: 'public',
} as const satisfies EndpointRoute;
export const live = {
  name: 'live',
  method: 'GET',
  path: '/health/live',
  access: 'public',
} as const satisfies EndpointRoute;
export const authProviders = {
  name: 'authProviders',
  method: 'GET',
  path: '/auth-options',
  access: 'public',
} as const satisfies EndpointRoute;
