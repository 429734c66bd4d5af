/**
 * The benchmark scenarios. The first is the bare route every other is compared with;
 * later issues add theirs (craft, duel, purchase) here.
 */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  authenticated: boolean;
}

export const LEADERBOARD_SCENARIO = 'GET /api/profile/leaderboard';

export const scenarios: Scenario[] = [
  {
    name: 'bare GET /api/health/live',
    method: 'GET',
    path: '/api/health/live',
    authenticated: false,
  },
  { name: 'GET /api/health (db ping)', method: 'GET', path: '/api/health', authenticated: false },
  { name: 'GET /api/profile (bearer)', method: 'GET', path: '/api/profile', authenticated: true },
  {
    name: LEADERBOARD_SCENARIO,
    method: 'GET',
    path: '/api/profile/leaderboard',
    authenticated: true,
  },
];
