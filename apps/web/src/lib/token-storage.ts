/**
 * The bearer token lives in localStorage so a guest stays signed in across reloads and
 * installs. It is also a tiny external store: the auth state (use-auth.ts) re-renders
 * whenever the token appears or disappears, in this tab or in another one.
 */
const TOKEN_STORAGE_KEY = 'alchemy-arena.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): behave as signed out.
    return null;
  }
}

let current: string | null = readStorage();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Keep the in-memory token: the session still works until the tab closes.
  }
  emit();
}

export function clearToken(): void {
  if (current === null) return;
  current = null;
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing out in one tab signs out every tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const next = readStorage();
    if (next === current) return;
    current = next;
    emit();
  });
}
