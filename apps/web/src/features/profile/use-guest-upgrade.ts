import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ALREADY_LINKED_ERROR, readLinkFailure } from '@/lib/google-flow';
import { showLinkFailure, showSignInFailure } from '@/lib/google-texts';
import { useGoogleStart } from '@/lib/use-google-start';

/**
 * A guest's way to Google from the profile (docs/RULES.md, "Accounts and profile"): link
 * this guest, or, when the chosen Google account already owns a profile, sign in with it
 * instead (/auth/complete then asks which profile stays on this device).
 *
 * A link that fails comes back from Google through /auth/complete, which says why in a
 * snackbar and leaves a note in the router state; the profile adds 'Failed to upgrade
 * account.' on the banner, where it stays readable after the snackbar has gone.
 */
export function useGuestUpgrade() {
  const location = useLocation();
  const navigate = useNavigate();
  const [returned] = useState(() => readLinkFailure(location.state));
  const [failed, setFailed] = useState(returned !== null);
  const [alreadyLinked, setAlreadyLinked] = useState(returned?.code === ALREADY_LINKED_ERROR);

  // Said once: a reload, or Back to this page, must not say it again.
  useEffect(() => {
    if (returned) void navigate(location.pathname, { replace: true, state: null });
  }, [returned, navigate, location.pathname]);

  const link = useGoogleStart('link', (error) => {
    showLinkFailure(error);
    setFailed(true);
  });
  const signIn = useGoogleStart('sign-in', showSignInFailure);

  return {
    /** 'Failed to upgrade account.' shows on the banner. */
    failed,
    /** The Google account chosen already owns another profile: offer to sign in with it. */
    alreadyLinked,
    linking: link.starting,
    signingIn: signIn.starting,
    startLink: () => {
      setFailed(false);
      link.start();
    },
    startSignIn: signIn.start,
    keepPlayingAsGuest: () => setAlreadyLinked(false),
  };
}
