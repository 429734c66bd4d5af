import type { Invitation } from '@alchemy/contracts';
import { useId } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { clearInviteHash, storeInviteHash } from '@/lib/invite-hash';
import { showSnackbar } from '@/lib/snackbar-store';
import { useIsSignedIn } from '@/lib/use-auth';
import { useAcceptInviteLink } from '../api/accept-invite-link';
import { useDeclineInviteLink } from '../api/decline-invite-link';
import { useInvitation } from '../api/get-invitation';
import { inviteFailureText, isInviteHash, loadFailureText } from '../invite-errors';
import {
  ACCEPT,
  ACCEPT_FAILED,
  DECLINE,
  DECLINE_FAILED,
  GO_TO_GAME,
  HAS_INVITED_YOU,
  INVITATION_ACCEPTED,
  INVITATION_DECLINED,
  INVITATION_PROBLEM,
  INVITATION_TITLE,
  INVITE_ERROR_MS,
  JOIN_THEM,
  LOAD_FAILED,
  LOADING_INVITATION,
} from '../invite-texts';
import './invite-screen.css';

/**
 * /invite/{hash} (docs/RULES.md, "Friends and invitations"): open to anyone, but login
 * comes first: a signed-out visitor's hash is kept for after login, and the shell brings
 * them back. Signed in, it shows who invites, with 'Accept' and 'Decline'.
 */
export function InviteScreen() {
  const { hash = '' } = useParams();
  const signedIn = useIsSignedIn();

  if (!signedIn) {
    if (hash) storeInviteHash(hash);
    return <Navigate to="/login" replace />;
  }

  return (
    <main className="standalone-page">
      <InvitationCard key={hash} hash={hash} />
    </main>
  );
}

/** Leaves the invitation for the game; the stored hash first, or the shell would come back. */
function useGoToGame() {
  const navigate = useNavigate();
  return () => {
    clearInviteHash();
    void navigate('/game', { replace: true });
  };
}

function InvitationCard({ hash }: { hash: string }) {
  // A hash that cannot be one is never sent to the server.
  const valid = isInviteHash(hash);
  const invitation = useInvitation(hash, valid);

  if (!valid) return <InvitationProblem message={LOAD_FAILED} />;
  if (invitation.isError) return <InvitationProblem message={loadFailureText(invitation.error)} />;
  if (!invitation.data) {
    return (
      <Panel className="invite invite--loading" aria-label={INVITATION_TITLE}>
        <Spinner label={LOADING_INVITATION} />
        <p role="status">{LOADING_INVITATION}</p>
      </Panel>
    );
  }
  return <InvitationAnswer hash={hash} invitation={invitation.data} />;
}

function InvitationAnswer({ hash, invitation }: { hash: string; invitation: Invitation }) {
  const titleId = useId();
  const goToGame = useGoToGame();
  const accept = useAcceptInviteLink();
  const decline = useDeclineInviteLink();
  const answering = accept.isPending || decline.isPending;
  const { name, avatarUrl } = invitation.fromUser;

  // Either answer, or its failure, ends the invitation: the game follows, with the outcome.
  const onAccept = () => {
    if (answering) return;
    accept.mutate(hash, {
      onSuccess: () => showSnackbar(INVITATION_ACCEPTED, { type: 'success' }),
      onError: (error) => {
        console.warn('Accepting the invitation failed', error);
        showSnackbar(inviteFailureText(error, ACCEPT_FAILED), {
          type: 'error',
          durationMs: INVITE_ERROR_MS,
        });
      },
      onSettled: goToGame,
    });
  };

  const onDecline = () => {
    if (answering) return;
    decline.mutate(hash, {
      onSuccess: () => showSnackbar(INVITATION_DECLINED, { type: 'info' }),
      onError: (error) => {
        console.warn('Declining the invitation failed', error);
        showSnackbar(inviteFailureText(error, DECLINE_FAILED), {
          type: 'error',
          durationMs: INVITE_ERROR_MS,
        });
      },
      onSettled: goToGame,
    });
  };

  return (
    <Panel className="invite" aria-labelledby={titleId}>
      <p className="invite__eyebrow">
        <Icon name="envelope" /> {INVITATION_TITLE}
      </p>
      <img
        className="invite__avatar"
        src={avatarUrl}
        alt={`Avatar of ${name}`}
        width={120}
        height={120}
      />
      <h1 id={titleId} className="invite__title">
        <span className="invite__name">{name}</span>{' '}
        <span className="invite__line">{HAS_INVITED_YOU}</span>
      </h1>
      <p className="invite__join">{JOIN_THEM}</p>
      <div className="invite__actions">
        <Button
          variant="ghost"
          disabled={answering}
          aria-busy={decline.isPending}
          onClick={onDecline}
        >
          {DECLINE}
        </Button>
        <Button
          icon="crossed-swords"
          disabled={answering}
          aria-busy={accept.isPending}
          onClick={onAccept}
        >
          {ACCEPT}
        </Button>
      </div>
    </Panel>
  );
}

function InvitationProblem({ message }: { message: string }) {
  const titleId = useId();
  const goToGame = useGoToGame();
  return (
    <Panel className="invite invite--problem" aria-labelledby={titleId}>
      <div className="invite__sigil" aria-hidden="true">
        <Icon name="broken-bottle" size="48px" />
      </div>
      <h1 id={titleId} className="invite__title">
        {INVITATION_PROBLEM}
      </h1>
      <p className="invite__error" role="alert">
        {message}
      </p>
      <div className="invite__actions">
        <Button icon="compass" onClick={goToGame}>
          {GO_TO_GAME}
        </Button>
      </div>
    </Panel>
  );
}
