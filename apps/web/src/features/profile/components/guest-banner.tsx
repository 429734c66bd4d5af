import { Button } from '@/components/ui/button';

const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured yet';

/**
 * Guests are offered a Google link to keep their progress (docs/RULES.md, "Accounts and
 * profile").
 */
export function GuestBanner() {
  return (
    <div className="guest-banner" role="note">
      <div>
        <strong>You are playing as a guest.</strong>
        <p>Link a Google account to keep your progress on every device.</p>
      </div>
      <div className="guest-banner__action">
        <Button
          variant="secondary"
          disabled
          title={GOOGLE_NOT_CONFIGURED}
          aria-describedby="link-google-hint"
        >
          Link with Google
        </Button>
        <span id="link-google-hint" className="guest-banner__hint">
          {GOOGLE_NOT_CONFIGURED}
        </span>
      </div>
    </div>
  );
}
