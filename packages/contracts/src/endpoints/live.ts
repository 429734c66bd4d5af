/** The live channel and the kept notifications. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const liveEvents = {
  name: 'liveEvents',
  method: 'GET',
  path: '/live',
  access: 'player',
} as const satisfies EndpointRoute;
export const notifications = {
  name: 'notifications',
  method: 'GET',
  path: '/notifications',
  access: 'player',
} as const satisfies EndpointRoute;
export const notificationsRead = {
  name: 'notificationsRead',
  method: 'POST',
  path: '/notifications/read',
  access: 'player',
} as const satisfies EndpointRoute;
