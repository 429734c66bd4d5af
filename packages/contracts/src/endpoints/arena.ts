/** The arena, and shared replays. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const arenaDuel = {
  name: 'arenaDuel',
  method: 'GET',
  path: '/arena/duel',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelStart = {
  name: 'arenaDuelStart',
  method: 'POST',
  path: '/arena/duel/start',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelRival = {
  name: 'arenaDuelRival',
  method: 'POST',
  path: '/arena/duel/rival',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelRefresh = {
  name: 'arenaDuelRefresh',
  method: 'POST',
  path: '/arena/duel/refresh',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaDuelReplay = {
  name: 'arenaDuelReplay',
  method: 'GET',
  path: '/arena/duels/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaLatestDuel = {
  name: 'arenaLatestDuel',
  method: 'GET',
  path: '/arena/duels/latest',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaOdds = {
  name: 'arenaOdds',
  method: 'GET',
  path: '/arena/odds',
  access: 'player',
} as const satisfies EndpointRoute;
export const arenaLastDuel = {
  name: 'arenaLastDuel',
  method: 'GET',
  path: '/arena/last-duel',
  access: 'player',
} as const satisfies EndpointRoute;
export const replay = {
  name: 'replay',
  method: 'GET',
  path: '/replays/:replayId',
  access: 'public',
} as const satisfies EndpointRoute;
