import type { Profile } from '@alchemy/contracts';
import { balanceAfter } from '@alchemy/game-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SpendConfirmDialog } from '@/components/ui/spend-confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { unsentWriteText } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { playRefusedSound } from '@/lib/sound';
import { useRegenerateAvatar } from '../api/regenerate-avatar';
import { avatarButtonState } from '../avatar-button';
import { avatarFailureText } from '../profile-errors';
import {
  AVATAR_REGENERATED,
  PROFILE_ERROR_MS,
  REGENERATE_AVATAR,
  REGENERATING_AVATAR,
} from '../profile-texts';

/**
 * The avatar and its 'Regenerate' button, priced in credits. Short of credits the button
 * stays focusable but is marked disabled, with the reason under it, and a click says the
 * reason again; otherwise it asks first, with the price and the balance after
 * (docs/RULES.md, "Currencies"). A regeneration under way shows a loader over the portrait.
 */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const reasonId = useId();
  const regenerate = useRegenerateAvatar();
  const busy = regenerate.isPending;
  const state = avatarButtonState(profile, busy);
  const [confirming, setConfirming] = useState(false);

  const onClick = () => {
    if (busy) return;
    if (state.reason) {
      playRefusedSound();
      showSnackbar(state.reason, { type: 'error', durationMs: PROFILE_ERROR_MS });
      return;
    }
    setConfirming(true);
  };

  const regenerateNow = () => {
    setConfirming(false);
    regenerate.mutate(undefined, {
      onSuccess: () => showSnackbar(AVATAR_REGENERATED, { type: 'success' }),
      onError: (error) => {
        console.warn('Regenerating the avatar failed', error);
        const unsent = unsentWriteText(error, 'your avatar is unchanged');
        if (unsent) playRefusedSound();
        showSnackbar(unsent ?? avatarFailureText(error, profile.credits), {
          type: 'error',
          durationMs: PROFILE_ERROR_MS,
        });
      },
    });
  };

  return (
    <div className="profile-avatar">
      <div className="profile-avatar__frame" aria-busy={busy}>
        <img
          className="profile__avatar"
          src={profile.avatarUrl}
          alt={`Avatar of ${profile.name}`}
          width={112}
          height={112}
          data-testid="profile-avatar"
        />
        {busy && (
          <div className="profile-avatar__loader">
            <Spinner label={REGENERATING_AVATAR} size={56} />
          </div>
        )}
      </div>
      <Button
        variant="secondary"
        icon="anticlockwise-rotation"
        className="profile-avatar__regenerate"
        aria-disabled={state.disabled}
        aria-busy={busy}
        aria-describedby={state.reason ? reasonId : undefined}
        onClick={onClick}
      >
        {REGENERATE_AVATAR}{' '}
        <span className="profile-avatar__cost">
          {formatNumber(state.cost)}
          <Icon name="two-coins" label="credits" />
        </span>
      </Button>
      {state.reason && (
        <p id={reasonId} className="profile-avatar__reason">
          {state.reason}
        </p>
      )}
      <SpendConfirmDialog
        open={confirming}
        title="Regenerate your avatar?"
        pay={{ currency: 'credits', amount: state.cost }}
        get="A new avatar, drawn afresh. The old one is gone for good."
        balanceAfter={balanceAfter({ currency: 'credits', amount: state.cost }, profile)}
        confirmLabel={REGENERATE_AVATAR}
        onCancel={() => setConfirming(false)}
        onConfirm={regenerateNow}
      />
    </div>
  );
}
