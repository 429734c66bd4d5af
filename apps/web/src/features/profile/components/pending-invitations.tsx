import type { PendingInvitation } from '@alchemy/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { showSnackbar } from '@/lib/snackbar-store';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { friendsFailureText } from '../profile-errors';
import {
  ACCEPT,
  ACCEPT_FAILED,
  DECLINE,
  DECLINE_FAILED,
  INVITATION_ACCEPTED,
  INVITATION_DECLINED,
  PENDING_TITLE,
  PROFILE_ERROR_MS,
} from '../profile-texts';

function showFailure(error: unknown, fallback: string, what: string): void {
  console.warn(what, error);
  showSnackbar(friendsFailureText(error, fallback), {
    type: 'error',
    durationMs: PROFILE_ERROR_MS,
  });
}

/** The invitations sent to the player, each with 'Accept' and 'Decline'. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const titleId = useId();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const answering = accept.isPending || decline.isPending;
  const answeringId = accept.isPending
    ? accept.variables
    : decline.isPending
      ? decline.variables
      : null;

  if (invitations.length === 0) return null;

  const onAccept = (invitation: PendingInvitation) => {
    if (answering) return;
    accept.mutate(invitation.id, {
      onSuccess: () => showSnackbar(INVITATION_ACCEPTED, { type: 'success' }),
      onError: (error) => showFailure(error, ACCEPT_FAILED, 'Accepting an invitation failed'),
    });
  };

  const onDecline = (invitation: PendingInvitation) => {
    if (answering) return;
    decline.mutate(invitation.id, {
      onSuccess: () => showSnackbar(INVITATION_DECLINED, { type: 'info' }),
      onError: (error) => showFailure(error, DECLINE_FAILED, 'Declining an invitation failed'),
    });
  };

  return (
    <section className="pending" aria-labelledby={titleId}>
      <h3 id={titleId} className="pending__title">
        {PENDING_TITLE}
      </h3>
      <ul className="pending__list">
        {invitations.map((invitation) => {
          const from = invitation.fromUser;
          const busy = answeringId === invitation.id;
          return (
            <li key={invitation.id} className="pending__item" aria-busy={busy}>
              <img className="board__avatar" src={from.avatarUrl} alt="" width={40} height={40} />
              <span className="board__who">
                <span className="board__name">
                  <span className="board__name-text">{from.name}</span>
                </span>
                <span className="board__meta">Level {from.level}</span>
              </span>
              <span className="pending__actions">
                <Button
                  className="pending__button"
                  aria-label={`${ACCEPT} invitation from ${from.name}`}
                  disabled={answering}
                  onClick={() => onAccept(invitation)}
                >
                  {ACCEPT}
                </Button>
                <Button
                  variant="ghost"
                  className="pending__button"
                  aria-label={`${DECLINE} invitation from ${from.name}`}
                  disabled={answering}
                  onClick={() => onDecline(invitation)}
                >
                  {DECLINE}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
