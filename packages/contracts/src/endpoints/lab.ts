/** The lab: its items and the battle cards. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const labItemsSearch = {
  name: 'labItemsSearch',
  method: 'POST',
  path: '/lab/items/search',
  access: 'player',
} as const satisfies EndpointRoute;
export const labItemPurge = {
  name: 'labItemPurge',
  method: 'DELETE',
  path: '/lab/items/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCards = {
  name: 'labCards',
  method: 'GET',
  path: '/lab/cards',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCardPurge = {
  name: 'labCardPurge',
  method: 'DELETE',
  path: '/lab/cards/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCardAscend = {
  name: 'labCardAscend',
  method: 'PUT',
  path: '/lab/cards/:id/ascend',
  access: 'player',
} as const satisfies EndpointRoute;
export const labCraft = {
  name: 'labCraft',
  method: 'POST',
  path: '/lab/craft',
  access: 'player',
} as const satisfies EndpointRoute;
