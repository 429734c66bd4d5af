import type { Invitation } from '@alchemy/contracts';
import { useEffect, useId, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { unsentWriteText } from '@/lib/api-error';
import { clearInviteHash, storeInviteHash } from '@/shared/invites/invite-hash';
import { deliverInviteLink, deliveryText, inviteLinkUrl } from '@/shared/invites/invite-link';
import { showSnackbar } from '@/lib/snackbar-store';
import { useIsSignedIn } from '@/lib/use-auth';
import { useAcceptInviteLink } from '../api/accept-invite-link';
import { useDeclineInviteLink } from '../api/decline-invite-link';
import { useInvitation } from '../api/get-invitation';
import { inviteFailureText, isInviteHash, loadFailureText } from '../invite-errors';
import {
  ACCEPT,
  ACCEPT_FAILED,
  alreadyFriendsText,
  DECLINE,
  DECLINE_FAILED,
  FRIEND_LINK_TEXT,
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
  OWN_LINK_TEXT,
  OWN_LINK_TITLE,
  SHARE,
  SHARE_FAILED,
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
      <ConnectionBanner />
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
  if (invitation.data.relation === 'own')
    return <OwnLink hash={hash} invitation={invitation.data} />;
  if (invitation.data.relation === 'friend') return <FriendsAlready invitation={invitation.data} />;
  return <InvitationAnswer hash={hash} invitation={invitation.data} />;
}

/** A link with nothing to answer: the game need not come back to it after the next login. */
function useNothingToAnswer(): void {
  useEffect(() => clearInviteHash(), []);
}

function Inviter({ invitation }: { invitation: Invitation }) {
  const { name, avatarUrl } = invitation.fromUser;
  return (
    <img
      className="invite__avatar"
      src={avatarUrl}
      alt={`Avatar of ${name}`}
      width={120}
      height={120}
    />
  );
}

/** One's own link, said at once: share it on, or go and play. */
function OwnLink({ hash, invitation }: { hash: string; invitation: Invitation }) {
  useNothingToAnswer();
  const titleId = useId();
  const goToGame = useGoToGame();
  const [sharing, setSharing] = useState(false);

  const share = async () => {
    if (sharing) return;
    setSharing(true);
    try {
      const outcome = await deliverInviteLink(
        navigator,
        inviteLinkUrl(window.location.origin, hash),
      );
      const text = deliveryText(outcome);
      if (text) showSnackbar(text, { type: 'success' });
    } catch (error) {
      console.warn('Sharing the invite link failed', error);
      showSnackbar(SHARE_FAILED, { type: 'error', durationMs: INVITE_ERROR_MS });
    } finally {
      setSharing(false);
    }
  };

  return (
    <Panel className="invite invite--own" aria-labelledby={titleId}>
      <p className="invite__eyebrow">
        <Icon name="envelope" /> {INVITATION_TITLE}
      </p>
      <Inviter invitation={invitation} />
      <h1 id={titleId} className="invite__title">
        {OWN_LINK_TITLE}
      </h1>
      <p className="invite__join">{OWN_LINK_TEXT}</p>
      <div className="invite__actions">
        <Button variant="ghost" icon="compass" onClick={goToGame}>
          {GO_TO_GAME}
        </Button>
        <Button icon="share" disabled={sharing} aria-busy={sharing} onClick={() => void share()}>
          {SHARE}
        </Button>
      </div>
    </Panel>
  );
}

/** A friend's link, opened again: nothing to accept. */
function FriendsAlready({ invitation }: { invitation: Invitation }) {
  useNothingToAnswer();
  const titleId = useId();
  const goToGame = useGoToGame();
  return (
    <Panel className="invite invite--friends" aria-labelledby={titleId}>
      <p className="invite__eyebrow">
        <Icon name="shaking-hands" /> {INVITATION_TITLE}
      </p>
      <Inviter invitation={invitation} />
      <h1 id={titleId} className="invite__title">
        {alreadyFriendsText(invitation.fromUser.name)}
      </h1>
      <p className="invite__join">{FRIEND_LINK_TEXT}</p>
      <div className="invite__actions">
        <Button icon="compass" onClick={goToGame}>
          {GO_TO_GAME}
        </Button>
      </div>
    </Panel>
  );
}

function InvitationAnswer({ hash, invitation }: { hash: string; invitation: Invitation }) {
  const titleId = useId();
  const goToGame = useGoToGame();
  const accept = useAcceptInviteLink();
  const decline = useDeclineInviteLink();
  const answering = accept.isPending || decline.isPending;
  const { name } = invitation.fromUser;

  /**
   * Either answer, or the server's refusal, ends the invitation: the game follows, with the
   * outcome. An answer the connection stopped changed nothing: the invitation stays, to be
   * answered once the game is back.
   */
  const answerFailed = (error: unknown, fallback: string, nothingHappened: string) => {
    console.warn('Answering the invitation failed', error);
    const unsent = unsentWriteText(error, nothingHappened);
    showSnackbar(unsent ?? inviteFailureText(error, fallback), {
      type: 'error',
      durationMs: INVITE_ERROR_MS,
    });
    if (!unsent) goToGame();
  };

  const onAccept = () => {
    if (answering) return;
    accept.mutate(hash, {
      onSuccess: () => {
        showSnackbar(INVITATION_ACCEPTED, { type: 'success' });
        goToGame();
      },
      onError: (error) => answerFailed(error, ACCEPT_FAILED, 'nothing was accepted'),
    });
  };

  const onDecline = () => {
    if (answering) return;
    decline.mutate(hash, {
      onSuccess: () => {
        showSnackbar(INVITATION_DECLINED, { type: 'info' });
        goToGame();
      },
      onError: (error) => answerFailed(error, DECLINE_FAILED, 'nothing was declined'),
    });
  };

  return (
    <Panel className="invite" aria-labelledby={titleId}>
      <p className="invite__eyebrow">
        <Icon name="envelope" /> {INVITATION_TITLE}
      </p>
      <Inviter invitation={invitation} />
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
