/** Who may open a route (the route table is router.tsx). */
export type RouteAccess = 'signed-in' | 'signed-out' | 'any';

const LOGIN_PATH = '/login';
const GAME_PATH = '/game';

/**
 * Where the guard sends a visitor, or null to let them through: /game is for signed-in
 * players only, /login only for signed-out ones.
 */
export function accessRedirect(access: RouteAccess, signedIn: boolean): string | null {
  if (access === 'signed-in' && !signedIn) return LOGIN_PATH;
  if (access === 'signed-out' && signedIn) return GAME_PATH;
  return null;
}

/** The menu is hidden during duel playback: any /game/arena/<segment>. */
export function isMenuHidden(pathname: string): boolean {
  return /^\/game\/arena\/[^/]+/.test(pathname);
}

/** A stored invitation takes the freshly signed-in player to its screen first. */
export function inviteRedirect(storedHash: string | null): string | null {
  return storedHash ? `/invite/${encodeURIComponent(storedHash)}` : null;
}
