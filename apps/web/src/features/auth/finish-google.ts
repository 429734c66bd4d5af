/**
 * The last steps of Google sign-in and linking, after the trip to Google (docs/RULES.md,
 * "Accounts and profile"). Nothing here stores a token or moves the player: the screen does
 * that once the outcome is known, so a failure half way leaves this device as it was.
 *
 * Plain async steps, run from the screen's effect and buttons: their writes (the code's
 * exchange, the registration, a sign-out) go through the query client's mutation cache with
 * lib/run-mutation.ts, as a hook's would.
 */
import { oauthErrorMessage, type Profile } from '@alchemy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { NOT_AUTHENTICATED } from '@/lib/google-texts';
import { runMutation } from '@/lib/run-mutation';
import { getToken } from '@/lib/token-storage';
import { exchangeHandoverCodeMutation } from './api/exchange-handover-code';
import { getProfileWithToken } from './api/get-profile-with-token';
import { registerProfileMutation } from './api/register-profile';
import { signOutMutation } from './api/sign-out';

export interface Session {
  token: string;
  profile: Profile;
}

/** A guest is on this device and a Google account came in: the player chooses. */
export interface GuestOrGoogle {
  guest: Session;
  /** The Google account's profile, or null when it has none yet (a new player). */
  google: { token: string; profile: Profile | null };
}

export type SignInOutcome =
  { kind: 'ready'; session: Session } | { kind: 'choose'; choice: GuestOrGoogle };

/** Ends a session this device will not keep; a failure only leaves it to expire. */
async function signOutQuietly(queryClient: QueryClient, token: string): Promise<void> {
  try {
    await runMutation(queryClient, signOutMutation, token);
  } catch (error) {
    console.warn('Ending an unused session failed', error);
  }
}

/**
 * The profile of the session this device holds, when it is a guest's. An invalid or
 * expired token, or a session without a profile, has nothing to lose: null. Any other
 * failure is thrown, so a guest is never replaced because the server hiccuped.
 */
async function heldGuest(token: string): Promise<Profile | null> {
  try {
    const profile = await getProfileWithToken(token);
    return profile?.signInProvider === 'anonymous' ? profile : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * A sign-in came back with its code: trade it for the Google session. When this device
 * holds a guest, the player is asked which to keep (the answer is `choose`); otherwise the
 * profile is registered and the session is ready to store. On failure the new session is
 * ended on the server, since nothing will hold it.
 */
export async function finishSignIn(
  queryClient: QueryClient,
  code: string,
  held: string | null,
): Promise<SignInOutcome> {
  const token = await runMutation(queryClient, exchangeHandoverCodeMutation, code);
  try {
    const guest = held && held !== token ? await heldGuest(held) : null;
    if (held && guest) {
      const profile = await getProfileWithToken(token);
      return {
        kind: 'choose',
        choice: { guest: { token: held, profile: guest }, google: { token, profile } },
      };
    }
    const profile = await runMutation(queryClient, registerProfileMutation, token);
    return { kind: 'ready', session: { token, profile } };
  } catch (error) {
    await signOutQuietly(queryClient, token);
    throw error;
  }
}

/**
 * 'Keep the Google profile': register it first (if that fails the guest is still signed
 * in, untouched), then end the guest's session on the server. The guest's player is not
 * deleted, but no device holds it any more.
 */
export async function chooseGoogle(
  queryClient: QueryClient,
  choice: GuestOrGoogle,
): Promise<Session> {
  const { token } = choice.google;
  let profile: Profile;
  try {
    profile = await runMutation(queryClient, registerProfileMutation, token);
  } catch (error) {
    await signOutQuietly(queryClient, token);
    throw error;
  }
  await signOutQuietly(queryClient, choice.guest.token);
  return { token, profile };
}

/** 'Keep the guest': the Google session just made is ended; the guest's token stays. */
export function chooseGuest(queryClient: QueryClient, choice: GuestOrGoogle): Promise<void> {
  return signOutQuietly(queryClient, choice.google.token);
}

/**
 * A link came back without an error: the guest's own session now belongs to a Google
 * player. Registering reads the profile back (the same player, now `google`), which is
 * also the proof that the link took.
 */
export async function finishLink(queryClient: QueryClient): Promise<Profile> {
  if (!getToken()) throw new Error(NOT_AUTHENTICATED);
  const profile = await runMutation(queryClient, registerProfileMutation, undefined);
  if (profile.signInProvider !== 'google') {
    throw new Error(oauthErrorMessage('unable_to_link_account'));
  }
  return profile;
}
