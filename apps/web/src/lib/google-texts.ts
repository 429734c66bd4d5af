/**
 * Texts of Google sign-in and linking (docs/RULES.md, "Accounts and profile"); the quoted
 * ones are binding word for word. Shared code: the login screen and /auth/complete (auth)
 * and the guest banner (profile) say them, and features may not import each other.
 */
import { errorMessage } from './api-error';
import { showSnackbar } from './snackbar-store';

export const LOGIN_WITH_GOOGLE = 'Login with Google';
export const LINK_WITH_GOOGLE = 'Link with Google';
export const SIGN_IN_WITH_GOOGLE = 'Sign in with Google';
/** Why the Google buttons are disabled when the server has no Google client configured. */
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured yet';
/** Linking needs a signed-in player: said before the server is even asked. */
export const NOT_AUTHENTICATED = 'User is not authenticated';
/** The loader while the page leaves for Google. */
export const OPENING_GOOGLE = 'Opening Google...';
export const ACCOUNT_UPGRADED = 'Account upgraded successfully! Your progress is now saved.';

/** Google's failures and the upgrade's success stay as long as the app's other failures. */
export const GOOGLE_MESSAGE_MS = 5000;

/** 'Google Sign-In Failed: Google sign-in was cancelled.' */
export function signInFailedText(message: string): string {
  return `Google Sign-In Failed: ${message}`;
}

/** 'Failed to link with Google: Google sign-in was cancelled.' */
export function linkFailedText(message: string): string {
  return `Failed to link with Google: ${message}`;
}

/** A Google sign-in failed, at its start or its end: logged, and said for 5 s. */
export function showSignInFailure(error: unknown): void {
  console.error('Login failed', error);
  showSnackbar(signInFailedText(errorMessage(error)), {
    type: 'error',
    durationMs: GOOGLE_MESSAGE_MS,
  });
}

/** Linking a guest to Google failed, at its start or its end: logged, and said for 5 s. */
export function showLinkFailure(error: unknown): void {
  console.error('Linking Google failed', error);
  showSnackbar(linkFailedText(errorMessage(error)), {
    type: 'error',
    durationMs: GOOGLE_MESSAGE_MS,
  });
}
