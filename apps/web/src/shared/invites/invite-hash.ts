/**
 * An invitation opened while signed out must survive the login detour (docs/RULES.md,
 * "Friends and invitations"), so its hash waits in localStorage under a fixed key.
 */
const INVITE_HASH_KEY = 'invite_hash';

export function storeInviteHash(hash: string): void {
  try {
    localStorage.setItem(INVITE_HASH_KEY, hash);
  } catch {
    // Without storage the invitation is lost after login; the link can be opened again.
  }
}

export function readInviteHash(): string | null {
  try {
    const hash = localStorage.getItem(INVITE_HASH_KEY);
    return hash && hash.length > 0 ? hash : null;
  } catch {
    return null;
  }
}

export function clearInviteHash(): void {
  try {
    localStorage.removeItem(INVITE_HASH_KEY);
  } catch {
    // Nothing to clear.
  }
}
