/**
 * The encyclopedia: rows of the endpoint table (../endpoints.ts), apart from the crafting
 * game's so the first screen does not carry them.
 */
import type { EndpointRoute } from '../endpoint-route';

export const craftEncyclopedia = {
  name: 'craftEncyclopedia',
  method: 'GET',
  path: '/craft/encyclopedia',
  access: 'player',
} as const satisfies EndpointRoute;
