import { ChoiceDialog } from '@/components/ui/choice-dialog';
import { SIGN_IN_WITH_GOOGLE } from '@/lib/google-texts';
import {
  ALREADY_LINKED_HINT,
  ALREADY_LINKED_TEXT,
  ALREADY_LINKED_TITLE,
  KEEP_PLAYING_AS_GUEST,
} from '../profile-texts';

/**
 * Linking was refused because the Google account already owns a profile: nothing changed,
 * and the player may sign in with that account instead, or stay the guest.
 */
export function AlreadyLinkedDialog({
  open,
  signingIn,
  onSignIn,
  onKeepGuest,
}: {
  open: boolean;
  signingIn: boolean;
  onSignIn: () => void;
  onKeepGuest: () => void;
}) {
  return (
    <ChoiceDialog
      open={open}
      title={ALREADY_LINKED_TITLE}
      busy={signingIn}
      onClose={onKeepGuest}
      choices={[
        { label: KEEP_PLAYING_AS_GUEST, onSelect: onKeepGuest, variant: 'ghost' },
        { label: SIGN_IN_WITH_GOOGLE, onSelect: onSignIn, variant: 'primary' },
      ]}
    >
      <p>{ALREADY_LINKED_TEXT}</p>
      <p>{ALREADY_LINKED_HINT}</p>
    </ChoiceDialog>
  );
}
