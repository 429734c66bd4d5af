/** The daily race. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const race = {
  name: 'race',
  method: 'GET',
  path: '/race',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceAttempts = {
  name: 'raceAttempts',
  method: 'POST',
  path: '/race/attempts',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceCraft = {
  name: 'raceCraft',
  method: 'POST',
  path: '/race/attempts/craft',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceGiveUp = {
  name: 'raceGiveUp',
  method: 'POST',
  path: '/race/attempts/give-up',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceBoard = {
  name: 'raceBoard',
  method: 'GET',
  path: '/race/board',
  access: 'player',
} as const satisfies EndpointRoute;
export const raceDayPaths = {
  name: 'raceDayPaths',
  method: 'GET',
  path: '/race/days/:day/paths',
  access: 'player',
} as const satisfies EndpointRoute;
