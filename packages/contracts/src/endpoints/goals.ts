/** Goals, achievements and collections. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const goals = {
  name: 'goals',
  method: 'GET',
  path: '/goals',
  access: 'player',
} as const satisfies EndpointRoute;
export const goalClaim = {
  name: 'goalClaim',
  method: 'POST',
  path: '/goals/:id/claim',
  access: 'player',
} as const satisfies EndpointRoute;
export const achievements = {
  name: 'achievements',
  method: 'GET',
  path: '/achievements',
  access: 'player',
} as const satisfies EndpointRoute;
export const achievementsTitle = {
  name: 'achievementsTitle',
  method: 'POST',
  path: '/achievements/title',
  access: 'player',
} as const satisfies EndpointRoute;
export const collectionsClaim = {
  name: 'collectionsClaim',
  method: 'POST',
  path: '/collections/claim',
  access: 'player',
} as const satisfies EndpointRoute;
