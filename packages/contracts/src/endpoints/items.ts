/** Items bought into the lab. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const itemsBuy = {
  name: 'itemsBuy',
  method: 'POST',
  path: '/items/buy',
  access: 'player',
} as const satisfies EndpointRoute;
