import { playerCardPagePath } from '@alchemy/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { deliverInviteLink } from '@/shared/invites/invite-link';
import { showSnackbar } from '@/lib/snackbar-store';
import {
  CARD_LINK_COPIED,
  CARD_LINK_FAILED,
  CARD_LINK_SHARED,
  PROFILE_ERROR_MS,
  SHARE_MY_CARD,
} from '../profile-texts';

/**
 * 'Share my card': the link of the player's public card (/player/{id}), through the system
 * share sheet, or copied where there is none. A chat shows its preview picture.
 */
export function ShareCardButton({ playerId }: { playerId: string }) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await deliverInviteLink(
        navigator,
        `${window.location.origin}${playerCardPagePath(playerId)}`,
      );
      if (outcome === 'shared') showSnackbar(CARD_LINK_SHARED, { type: 'success' });
      if (outcome === 'copied') showSnackbar(CARD_LINK_COPIED, { type: 'success' });
    } catch (error) {
      console.warn('Sharing the card link failed', error);
      showSnackbar(CARD_LINK_FAILED, { type: 'error', durationMs: PROFILE_ERROR_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      icon="share"
      className="profile__share-card"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void onClick()}
    >
      {SHARE_MY_CARD}
    </Button>
  );
}
