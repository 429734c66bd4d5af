import { useState } from 'react';
import { readInviteHash } from '@/shared/invites/invite-hash';
import { useInvitationPreview } from '../api/get-invitation-preview';

/** 'Bea invited you to play'. */
function invitedYouText(name: string): string {
  return `${name} invited you to play`;
}

/**
 * Above the login choices, when the visitor came by an invite link: who invited them, with
 * their avatar (a public preview: name and picture only). After sign-in the game brings
 * them back to the invitation to answer it.
 */
export function InviterGreeting() {
  const [hash] = useState(readInviteHash);
  const preview = useInvitationPreview(hash);
  if (!preview.data) return null;
  const { name, avatarUrl } = preview.data.fromUser;
  return (
    <div className="inviter-greeting" data-testid="inviter-greeting">
      <img
        className="inviter-greeting__avatar"
        src={avatarUrl}
        alt={`Avatar of ${name}`}
        width={64}
        height={64}
      />
      <p className="inviter-greeting__text">
        <strong className="inviter-greeting__name">{invitedYouText(name)}</strong>
        <span className="inviter-greeting__hint">Sign in to answer their invitation.</span>
      </p>
    </div>
  );
}
