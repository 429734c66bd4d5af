/** The crafting game and its hints. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const craftGame = {
  name: 'craftGame',
  method: 'GET',
  path: '/craft/game',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameStart = {
  name: 'craftGameStart',
  method: 'POST',
  path: '/craft/game/start',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameStartItems = {
  name: 'craftGameStartItems',
  method: 'GET',
  path: '/craft/game/start/items',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameIncreaseLimit = {
  name: 'craftGameIncreaseLimit',
  method: 'POST',
  path: '/craft/game/increase-limit',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameItemsSearch = {
  name: 'craftGameItemsSearch',
  method: 'POST',
  path: '/craft/game/items/search',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftGameItemsCraft = {
  name: 'craftGameItemsCraft',
  method: 'POST',
  path: '/craft/game/items/craft',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftHint = {
  name: 'craftHint',
  method: 'GET',
  path: '/craft/hint',
  access: 'player',
} as const satisfies EndpointRoute;
export const craftHintTake = {
  name: 'craftHintTake',
  method: 'POST',
  path: '/craft/hint',
  access: 'player',
} as const satisfies EndpointRoute;
