import { AUTH_COMPLETE_ROUTE, type Profile } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearGoogleFlow, linkFailureState } from '@/lib/google-flow';
import {
  ACCOUNT_UPGRADED,
  GOOGLE_MESSAGE_MS,
  showLinkFailure,
  showSignInFailure,
} from '@/lib/google-texts';
import { queryKeys } from '@/shared/queries/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { getToken, setToken } from '@/lib/token-storage';
import { GoogleFlowError, type AuthCompletion } from './auth-completion';
import {
  chooseGoogle,
  chooseGuest,
  finishLink,
  finishSignIn,
  type GuestOrGoogle,
  type Session,
} from './finish-google';

const GAME = '/game';
const PROFILE = '/game/profile';
const LOGIN = '/login';

/**
 * Runs /auth/complete once: cleans the address (the code works once; a reload must not
 * try it again), then finishes the sign-in or the link and leaves for the game, or holds
 * the choice between this device's guest and the Google profile until the player answers.
 */
export function useFinishGoogle(completion: AuthCompletion) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<GuestOrGoogle | null>(null);
  const [switching, setSwitching] = useState(false);
  // StrictMode runs effects twice in development; finish once.
  const started = useRef(false);

  /** The new session becomes this device's: nothing cached may belong to the old one. */
  const adopt = ({ token, profile }: Session) => {
    queryClient.clear();
    setToken(token);
    queryClient.setQueryData(queryKeys.profile, profile);
    void navigate(GAME, { replace: true });
  };

  /** Back where the sign-in started: the login screen, or the guest's profile. */
  const signInFailed = (error: unknown) => {
    showSignInFailure(error);
    void navigate(getToken() ? PROFILE : LOGIN, { replace: true });
  };

  const linked = (profile: Profile) => {
    queryClient.setQueryData(queryKeys.profile, profile);
    showSnackbar(ACCOUNT_UPGRADED, { type: 'success', durationMs: GOOGLE_MESSAGE_MS });
    void navigate(PROFILE, { replace: true });
  };

  const linkFailed = (error: unknown) => {
    showLinkFailure(error);
    const code = error instanceof GoogleFlowError ? error.code : null;
    void navigate(PROFILE, { replace: true, state: linkFailureState({ code }) });
  };

  // An effect event: it sees this render's callbacks, and the effect below runs it once.
  const start = useEffectEvent(() => {
    clearGoogleFlow();
    void navigate(AUTH_COMPLETE_ROUTE, { replace: true });
    switch (completion.kind) {
      case 'signed-in':
        finishSignIn(queryClient, completion.code, getToken()).then((outcome) => {
          if (outcome.kind === 'ready') adopt(outcome.session);
          else setChoice(outcome.choice);
        }, signInFailed);
        break;
      case 'linked':
        finishLink(queryClient).then(linked, linkFailed);
        break;
      case 'failed':
        if (completion.flow === 'link') linkFailed(new GoogleFlowError(completion.error));
        else signInFailed(new GoogleFlowError(completion.error));
        break;
      case 'nothing':
        void navigate(GAME, { replace: true });
        break;
    }
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  return {
    choice,
    switching,
    keepGoogle: () => {
      if (!choice || switching) return;
      setSwitching(true);
      chooseGoogle(queryClient, choice).then(adopt, (error: unknown) => {
        setSwitching(false);
        setChoice(null);
        signInFailed(error);
      });
    },
    keepGuest: () => {
      if (!choice || switching) return;
      void chooseGuest(queryClient, choice);
      void navigate(PROFILE, { replace: true });
    },
  };
}
