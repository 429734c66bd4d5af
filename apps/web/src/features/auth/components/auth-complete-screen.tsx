import { useState } from 'react';
import { useLocation } from 'react-router';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { readGoogleFlow } from '@/lib/google-flow';
import { readAuthCompletion, type AuthCompletion } from '../auth-completion';
import { CHOOSING, FINISHING_LINK, FINISHING_SIGN_IN, SWITCHING } from '../auth-texts';
import { useFinishGoogle } from '../use-finish-google';
import { KeepWhichDialog } from './keep-which-dialog';
import './auth-complete.css';

function workingText(completion: AuthCompletion): string {
  const link =
    completion.kind === 'linked' || (completion.kind === 'failed' && completion.flow === 'link');
  return link ? FINISHING_LINK : FINISHING_SIGN_IN;
}

/**
 * /auth/complete: where Google sign-in and linking come back to, signed in or not. It
 * finishes the flow and moves on; only a guest on this device makes it stop and ask.
 */
export function AuthCompleteScreen() {
  const location = useLocation();
  // Read once: the address is cleaned at once, and the answer must survive that.
  const [completion] = useState(() => readAuthCompletion(location, readGoogleFlow()));
  const finish = useFinishGoogle(completion);
  const status = finish.switching ? SWITCHING : finish.choice ? CHOOSING : workingText(completion);

  return (
    <main className="standalone-page">
      <Panel className="auth-complete" aria-label="Google sign-in">
        {!finish.choice || finish.switching ? <Spinner label={status} /> : null}
        <p role="status">{status}</p>
      </Panel>
      {finish.choice && (
        <KeepWhichDialog
          choice={finish.choice}
          busy={finish.switching}
          onKeepGoogle={finish.keepGoogle}
          onKeepGuest={finish.keepGuest}
        />
      )}
    </main>
  );
}
