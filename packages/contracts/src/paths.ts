/** The API lives under one prefix: the spec's "base API URL". */
export const API_PREFIX = '/api';

/** Paths of the API, relative to API_PREFIX, shared by the server's routes and the client. */
export const API_PATHS = {
  health: '/health',
  live: '/health/live',
  authProviders: '/auth-options',
  profile: '/profile',
  profileRegister: '/profile/register',
} as const;

/** Image paths are served by the API, under the same prefix. */
export function avatarPath(seed: string): string {
  return `${API_PREFIX}/images/avatars/${encodeURIComponent(seed)}.svg`;
}
