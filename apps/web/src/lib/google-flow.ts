/**
 * Starting Google sign-in or linking (docs/RULES.md, "Accounts and profile"): the server
 * answers where to send the browser (and sets the state cookie its callback checks), the
 * page leaves for Google, and comes back to /auth/complete, which finishes the flow.
 * Shared code: the login screen (auth) signs in, the guest banner (profile) links or signs
 * in, and features may not import each other.
 */
import {
  API_PREFIX,
  AUTH_COMPLETE_ROUTE,
  GOOGLE_PROVIDER_ID,
  OAUTH_HANDOVER_PATH,
  type SocialStartRequest,
} from '@alchemy/contracts';
import { apiRequest } from './api-client';
import { lazyAuthSchema } from './lazy-schema';
import { NOT_AUTHENTICATED } from './google-texts';
import { getToken } from './token-storage';

export type GoogleFlow = 'sign-in' | 'link';

// Checks written out rather than zod schemas: the login screen imports this module, and
// zod stays out of its first download (lib/contract-schemas.ts).
function isGoogleFlow(value: unknown): value is GoogleFlow {
  return value === 'sign-in' || value === 'link';
}

/** The link flow comes back with `?linked=1`, whether it worked or not. */
export const LINKED_PARAM = 'linked';
const LINK_RETURN = `${AUTH_COMPLETE_ROUTE}?${LINKED_PARAM}=1`;

/** The `?error=` of a link refused because the Google account owns another profile. */
export const ALREADY_LINKED_ERROR = 'account_already_linked_to_different_user';

/**
 * What starts each flow. A sign-in ends at the server's handover (which turns the session
 * into a one-time code for /auth/complete); a link keeps the guest's own session, so it
 * comes straight back.
 */
export function googleStartRequest(flow: GoogleFlow): SocialStartRequest {
  return flow === 'sign-in'
    ? {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: `${API_PREFIX}${OAUTH_HANDOVER_PATH}`,
        errorCallbackURL: AUTH_COMPLETE_ROUTE,
        disableRedirect: true,
      }
    : {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: LINK_RETURN,
        errorCallbackURL: LINK_RETURN,
        disableRedirect: true,
      };
}

/**
 * Asks the server to start the flow; answers the provider's URL. A sign-in never sends the
 * stored token (a guest on this device is asked about on the way back, never replaced by
 * the server); a link must, and without one it fails here, before any request. A write (the
 * server keeps the flow's state): the buttons run it as a mutation, lib/use-google-start.ts.
 */
export async function googleStartUrl(flow: GoogleFlow): Promise<string> {
  const token = flow === 'link' ? getToken() : null;
  if (flow === 'link' && !token) throw new Error(NOT_AUTHENTICATED);
  const answer = await apiRequest({
    method: 'POST',
    path: flow === 'sign-in' ? '/auth/sign-in/social' : '/auth/link-social',
    body: googleStartRequest(flow),
    schema: lazyAuthSchema('SocialStartResponseSchema'),
    token,
  });
  return answer.url;
}

/**
 * Which flow this tab started, kept across the trip to Google: a server failure comes back
 * as `?error=server_error` without `?linked=1`, and only this tells a link from a sign-in.
 * Per tab (sessionStorage), like the trip itself.
 */
export const GOOGLE_FLOW_KEY = 'alchemy-arena.google-flow';

export function noteGoogleFlow(flow: GoogleFlow): void {
  try {
    sessionStorage.setItem(GOOGLE_FLOW_KEY, flow);
  } catch {
    // Without storage a failed link reads as a failed sign-in: its message still shows.
  }
}

export function readGoogleFlow(): GoogleFlow | null {
  try {
    const stored = sessionStorage.getItem(GOOGLE_FLOW_KEY);
    return isGoogleFlow(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearGoogleFlow(): void {
  try {
    sessionStorage.removeItem(GOOGLE_FLOW_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * How /auth/complete tells the profile screen that a link failed (router state): the
 * profile says 'Failed to upgrade account.' and, for a Google account that owns another
 * profile, offers to sign in with it. `code` is the flow's `?error=`, null when the
 * failure came after the flow (registering).
 */
export interface LinkFailure {
  code: string | null;
}

export interface LinkFailureState {
  googleLinkFailed: LinkFailure;
}

export function linkFailureState(failure: LinkFailure): LinkFailureState {
  return { googleLinkFailed: failure };
}

/** The link failure in a location's state, if any (the state is whatever history holds). */
export function readLinkFailure(state: unknown): LinkFailure | null {
  if (typeof state !== 'object' || state === null || !('googleLinkFailed' in state)) return null;
  const failure = state.googleLinkFailed;
  if (typeof failure !== 'object' || failure === null || !('code' in failure)) return null;
  const code = failure.code;
  return typeof code === 'string' || code === null ? { code } : null;
}
