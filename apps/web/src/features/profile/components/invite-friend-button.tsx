import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { showSnackbar } from '@/lib/snackbar-store';
import { useCreateInviteLink } from '../api/create-invite-link';
import { deliverInviteLink, deliveryText, inviteLinkUrl } from '@/shared/invites/invite-link';
import { INVITE_A_FRIEND, LINK_FAILED, PROFILE_ERROR_MS } from '../profile-texts';

/**
 * 'Invite a Friend': asks for the player's invite hash (once a session), then shares the
 * link through the system share sheet, or copies it where there is none.
 */
export function InviteFriendButton() {
  const { mutateAsync: createInviteLink } = useCreateInviteLink();
  // The whole click, not only the call: the share sheet may stay open a while.
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { inviteHash } = await createInviteLink();
      const outcome = await deliverInviteLink(
        navigator,
        inviteLinkUrl(window.location.origin, inviteHash),
      );
      const text = deliveryText(outcome);
      if (text) showSnackbar(text, { type: 'success' });
    } catch (error) {
      console.warn('Sending the invite link failed', error);
      showSnackbar(LINK_FAILED, { type: 'error', durationMs: PROFILE_ERROR_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon="share"
      className="invite-friend"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void onClick()}
    >
      {INVITE_A_FRIEND}
    </Button>
  );
}
