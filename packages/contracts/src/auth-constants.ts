/**
 * The zod-free half of the auth contract: names, routes and messages. The web client's
 * first download imports these, and must not pull the schemas (and zod) with them.
 */

/**
 * better-auth serves /api/auth/*. These are the parts of its answers that the client
 * relies on; the bearer token itself arrives in the `set-auth-token` response header.
 */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

/** The provider id of Google in better-auth's routes (`/sign-in/social {provider}`). */
export const GOOGLE_PROVIDER_ID = 'google';

/**
 * Where Google's sign-in ends, on the server: it turns the session the callback made into
 * a one-time code and redirects to the app's AUTH_COMPLETE_ROUTE with it in the fragment.
 */
export const OAUTH_HANDOVER_PATH = '/auth-handover';

/** The app's page that finishes a Google sign-in or link (reads `#code` or `?error`). */
export const AUTH_COMPLETE_ROUTE = '/auth/complete';

/** The `?error=` the app gets when the server failed mid-flow (nothing was changed). */
export const OAUTH_SERVER_ERROR = 'server_error';

/**
 * What the player reads when Google sign-in or linking fails, by the `?error=` code the
 * flow ends with (better-auth's codes, the provider's, and ours). Unknown codes read as
 * the spec's 'Unknown error'.
 */
const OAUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  account_already_linked_to_different_user:
    'This Google account already has a game profile. Sign in with Google to play it.',
  access_denied: 'Google sign-in was cancelled.',
  state_mismatch: 'The sign-in expired or was started elsewhere. Please try again.',
  state_not_found: 'The sign-in expired or was started elsewhere. Please try again.',
  state_invalid: 'The sign-in expired or was started elsewhere. Please try again.',
  state_security_mismatch: 'The sign-in expired or was started elsewhere. Please try again.',
  please_restart_the_process: 'The sign-in expired. Please try again.',
  session_missing: 'The sign-in did not finish. Please try again.',
  code_invalid: 'The sign-in expired. Please try again.',
  unable_to_link_account: 'Google could not be linked to this account.',
  email_not_found: 'Google did not share an email address for this account.',
  [OAUTH_SERVER_ERROR]: 'The server could not finish the sign-in. Nothing was changed.',
};

export function oauthErrorMessage(code: string | null | undefined): string {
  return (code ? OAUTH_ERROR_MESSAGES[code] : undefined) ?? 'Unknown error';
}
