/**
 * The profile screen's and a player's public card: rows of the endpoint table
 * (../endpoints.ts), apart from the profile's own so the first screen does not carry them.
 */
import type { EndpointRoute } from '../endpoint-route';

export const profileLeaderboard = {
  name: 'profileLeaderboard',
  method: 'GET',
  path: '/profile/leaderboard',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileUsername = {
  name: 'profileUsername',
  method: 'POST',
  path: '/profile/username',
  access: 'player',
} as const satisfies EndpointRoute;
export const profileAvatar = {
  name: 'profileAvatar',
  method: 'POST',
  path: '/profile/avatar',
  access: 'player',
} as const satisfies EndpointRoute;
export const playerCard = {
  name: 'playerCard',
  method: 'GET',
  path: '/players/:playerId/card',
  access: 'public',
} as const satisfies EndpointRoute;
