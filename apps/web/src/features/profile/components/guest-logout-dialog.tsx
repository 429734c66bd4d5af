import { ChoiceDialog, type Choice } from '@/components/ui/choice-dialog';
import { LINK_WITH_GOOGLE } from '@/lib/google-texts';
import {
  CANCEL,
  GUEST_LOGOUT_LINK_HINT,
  GUEST_LOGOUT_TEXT,
  GUEST_LOGOUT_TITLE,
  LOG_OUT_ANYWAY,
} from '../profile-texts';

/**
 * 'Logout' as a guest: before anything is signed out, the player learns the guest's
 * progress goes with it, and may link Google first (when the server has it).
 */
export function GuestLogoutDialog({
  open,
  googleEnabled,
  onLink,
  onLogout,
  onCancel,
}: {
  open: boolean;
  googleEnabled: boolean;
  onLink: () => void;
  onLogout: () => void;
  onCancel: () => void;
}) {
  const cancel: Choice = { label: CANCEL, onSelect: onCancel, variant: 'ghost' };
  const logOut: Choice = {
    label: LOG_OUT_ANYWAY,
    onSelect: onLogout,
    variant: 'danger',
    icon: 'exit-door',
  };
  // The first answer takes the focus: the way to keep the progress, else Cancel; never the
  // one that loses it.
  const choices: Choice[] = googleEnabled
    ? [{ label: LINK_WITH_GOOGLE, onSelect: onLink, variant: 'primary' }, logOut, cancel]
    : [cancel, logOut];
  return (
    <ChoiceDialog open={open} title={GUEST_LOGOUT_TITLE} onClose={onCancel} choices={choices}>
      <p>{GUEST_LOGOUT_TEXT}</p>
      {googleEnabled && <p>{GUEST_LOGOUT_LINK_HINT}</p>}
    </ChoiceDialog>
  );
}
