import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingDialog } from '@/components/ui/loading-dialog';
import {
  GOOGLE_NOT_CONFIGURED,
  LOGIN_WITH_GOOGLE,
  OPENING_GOOGLE,
  showSignInFailure,
} from '@/lib/google-texts';
import { useGoogleStart } from '@/lib/use-google-start';
import { useAuthOptions } from '../api/get-auth-options';
import { useSignInAnonymous } from '../api/sign-in-anonymous';

/** 'Login with Google' and 'Continue as Guest', as the server's auth options allow. */
export function LoginChoices() {
  const navigate = useNavigate();
  const options = useAuthOptions();
  const signIn = useSignInAnonymous();
  const google = useGoogleStart('sign-in', showSignInFailure);
  // Until the options answer, assume guests are welcome: the server has the last word.
  const googleEnabled = options.data?.google ?? false;
  const guestEnabled = options.data?.anonymous ?? true;
  const busy = signIn.isPending || google.starting;

  const continueAsGuest = () => {
    signIn.mutate(undefined, {
      onSuccess: () => void navigate('/game', { replace: true }),
    });
  };

  return (
    <div className="login-choices">
      <div className="login-choices__google">
        <Button
          variant="secondary"
          block
          disabled={!googleEnabled || busy}
          aria-busy={google.starting}
          aria-describedby={googleEnabled ? undefined : 'google-hint'}
          title={googleEnabled ? undefined : GOOGLE_NOT_CONFIGURED}
          onClick={google.start}
        >
          {LOGIN_WITH_GOOGLE}
        </Button>
        {!googleEnabled && (
          <p id="google-hint" className="login-choices__hint">
            {GOOGLE_NOT_CONFIGURED}
          </p>
        )}
      </div>
      <Button block icon="fizzing-flask" disabled={!guestEnabled || busy} onClick={continueAsGuest}>
        Continue as Guest
      </Button>
      {!guestEnabled && (
        <p className="login-choices__hint">Guest play is turned off on this server.</p>
      )}
      <LoadingDialog open={signIn.isPending} message="Opening the gates..." />
      <LoadingDialog open={google.starting} message={OPENING_GOOGLE} />
    </div>
  );
}
