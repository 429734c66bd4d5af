/** Ranked seasons. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const seasonsCurrent = {
  name: 'seasonsCurrent',
  method: 'GET',
  path: '/seasons/current',
  access: 'player',
} as const satisfies EndpointRoute;
export const seasonsBoard = {
  name: 'seasonsBoard',
  method: 'GET',
  path: '/seasons/board',
  access: 'player',
} as const satisfies EndpointRoute;
