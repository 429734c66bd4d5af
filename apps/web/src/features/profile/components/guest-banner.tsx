import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { GOOGLE_NOT_CONFIGURED, LINK_WITH_GOOGLE } from '@/lib/google-texts';
import { GUEST_PITCH, GUEST_TITLE, UPGRADE_FAILED } from '../profile-texts';

/**
 * Guests are offered a Google link to keep their progress (docs/RULES.md, "Accounts and
 * profile"). Without Google on the server the button stays, disabled, and says why.
 */
export function GuestBanner({
  googleEnabled,
  linking,
  failed,
  onLink,
}: {
  googleEnabled: boolean;
  linking: boolean;
  /** The last link failed: said here too, after its snackbar has gone. */
  failed: boolean;
  onLink: () => void;
}) {
  const hintId = useId();
  return (
    <div className="guest-banner" role="note">
      <div>
        <strong>{GUEST_TITLE}</strong>
        <p>{GUEST_PITCH}</p>
      </div>
      <div className="guest-banner__action">
        <Button
          variant="secondary"
          disabled={!googleEnabled || linking}
          aria-busy={linking}
          title={googleEnabled ? undefined : GOOGLE_NOT_CONFIGURED}
          aria-describedby={googleEnabled ? undefined : hintId}
          onClick={onLink}
        >
          {LINK_WITH_GOOGLE}
        </Button>
        {!googleEnabled && (
          <span id={hintId} className="guest-banner__hint">
            {GOOGLE_NOT_CONFIGURED}
          </span>
        )}
        {failed && (
          <span className="guest-banner__failure" role="alert">
            {UPGRADE_FAILED}
          </span>
        )}
      </div>
    </div>
  );
}
