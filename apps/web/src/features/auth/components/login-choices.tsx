import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingDialog } from '@/components/ui/loading-dialog';
import { showSnackbar } from '@/lib/snackbar-store';
import { useAuthOptions } from '../api/get-auth-options';
import { useSignInAnonymous } from '../api/sign-in-anonymous';

const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured yet';

/** 'Login with Google' and 'Continue as Guest', as the server's auth options allow. */
export function LoginChoices() {
  const navigate = useNavigate();
  const options = useAuthOptions();
  const signIn = useSignInAnonymous();
  // Until the options answer, assume guests are welcome: the server has the last word.
  const googleEnabled = options.data?.google ?? false;
  const guestEnabled = options.data?.anonymous ?? true;

  const continueAsGuest = () => {
    signIn.mutate(undefined, {
      onSuccess: () => void navigate('/game', { replace: true }),
    });
  };

  const loginWithGoogle = () => {
    // The Google flow lands with account linking; until then say so instead of failing.
    showSnackbar('Google Sign-In Failed: Google sign-in is not available in this version', {
      type: 'error',
      durationMs: 5000,
    });
  };

  return (
    <div className="login-choices">
      <div className="login-choices__google">
        <Button
          variant="secondary"
          block
          disabled={!googleEnabled}
          aria-describedby={googleEnabled ? undefined : 'google-hint'}
          title={googleEnabled ? undefined : GOOGLE_NOT_CONFIGURED}
          onClick={loginWithGoogle}
        >
          Login with Google
        </Button>
        {!googleEnabled && (
          <p id="google-hint" className="login-choices__hint">
            {GOOGLE_NOT_CONFIGURED}
          </p>
        )}
      </div>
      <Button
        block
        icon="fizzing-flask"
        disabled={!guestEnabled || signIn.isPending}
        onClick={continueAsGuest}
      >
        Continue as Guest
      </Button>
      {!guestEnabled && (
        <p className="login-choices__hint">Guest play is turned off on this server.</p>
      )}
      <LoadingDialog open={signIn.isPending} message="Opening the gates..." />
    </div>
  );
}
