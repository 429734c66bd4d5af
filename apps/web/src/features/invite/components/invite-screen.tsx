import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { clearInviteHash, storeInviteHash } from '@/lib/invite-hash';
import { useIsSignedIn } from '@/lib/use-auth';

/**
 * /invite/{hash}: open to anyone, but login comes first (docs/RULES.md, "Friends and
 * invitations"):
 * a signed-out visitor's hash is kept for after login, and the shell brings them back.
 * Accepting needs the friends API, which arrives with the Friends update.
 */
export function InviteScreen() {
  const { hash = '' } = useParams();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();

  if (!signedIn) {
    if (hash) storeInviteHash(hash);
    return <Navigate to="/login" replace />;
  }

  const goToGame = () => {
    // Cleared first: otherwise the shell would send the player straight back here.
    clearInviteHash();
    void navigate('/game', { replace: true });
  };

  return (
    <main className="standalone-page">
      <ComingSoon
        title="Invitation"
        icon="envelope"
        tagline="Invitations arrive with the Friends update. Your friend's link will work then."
      >
        <Button icon="compass" onClick={goToGame}>
          Go to Game
        </Button>
      </ComingSoon>
    </main>
  );
}
