/**
 * Texts of /auth/complete and its choice between a guest and a Google profile. The
 * messages of success and failure are shared with the profile (src/lib/google-texts.ts).
 */

// ---- The screen while it works. ----
export const FINISHING_SIGN_IN = 'Finishing sign-in...';
export const FINISHING_LINK = 'Linking your Google account...';
export const CHOOSING = 'Choose which profile to keep on this device.';
export const SWITCHING = 'Switching profiles...';

// ---- A guest on this device, and a Google sign-in. ----
export const KEEP_WHICH_TITLE = 'Which profile stays on this device?';
export const KEEP_WHICH_INTRO =
  'This device is playing as a guest, and you signed in with Google. Only one of them can stay signed in here.';
export const GUEST_SIDE = 'Guest on this device';
export const GOOGLE_SIDE = 'Your Google account';
export const NO_PROFILE_YET = 'No game profile yet: it starts as a new adventurer.';
export const KEEP_GOOGLE_WARNING =
  'Keeping the Google profile does not move the guest’s progress to it, and the guest cannot be reached again on this device.';
export const KEEP_GUEST_NOTE =
  'Keeping the guest changes nothing: you can sign in with Google later.';
export const KEEP_GUEST = 'Keep guest';
export const KEEP_GOOGLE = 'Keep Google profile';

/** 'Level 3' */
export function levelText(level: number): string {
  return `Level ${level}`;
}
