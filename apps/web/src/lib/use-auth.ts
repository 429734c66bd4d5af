import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token-storage';

/** Signed in means: we hold a bearer token. A rejected token is cleared by the API client. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToken, () => getToken() !== null);
}
