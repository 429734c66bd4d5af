import type { Profile } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { IconCredits } from '@/components/ui/icon-credits';
import { LoadingDialog } from '@/components/ui/loading-dialog';
import { Panel } from '@/components/ui/panel';
import { SeasonLine } from '@/shared/seasons/season-line';
import { useAuthOptions } from '@/lib/auth-options-query';
import { formatNumber } from '@/lib/format';
import { OPENING_GOOGLE } from '@/lib/google-texts';
import { profileQuery } from '@/shared/queries/profile-query';
import { LOADING_PROFILE, LOGOUT } from '../profile-texts';
import { useGuestUpgrade } from '../use-guest-upgrade';
import { AlreadyLinkedDialog } from './already-linked-dialog';
import { AvatarEditor } from './avatar-editor';
import { GuestBanner } from './guest-banner';
import { GuestLogoutDialog } from './guest-logout-dialog';
import { LeaderboardPanel } from './leaderboard-panel';
import { UsernameForm } from './username-form';
import { XpBar } from './xp-bar';
import { ShareCardButton } from './share-card-button';
import './profile-screen.css';

const BALANCES: { key: 'credits' | 'diamonds' | 'magicDust'; label: string; icon: GameIconName }[] =
  [
    { key: 'credits', label: 'Credits', icon: 'two-coins' },
    { key: 'diamonds', label: 'Diamonds', icon: 'cut-diamond' },
    { key: 'magicDust', label: 'Dust', icon: 'powder' },
  ];

/**
 * /game/profile (docs/RULES.md, "Accounts and profile", "Friends and invitations"): who you
 * are and how far you have come, your ranked season (a line to the season screen), your
 * name and avatar, the World and Friends leaderboards,
 * invitations, and the way out.
 */
export function ProfileScreen() {
  // Fresh on every visit: the avatar's button is priced with this purse.
  const { data: profile } = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  if (!profile) {
    return (
      <p className="profile-loading" role="status">
        {LOADING_PROFILE}
      </p>
    );
  }
  // Keyed by player so a typed name or an open tab never leaks between accounts.
  return <ProfileDetails key={profile.id} profile={profile} />;
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const guest = profile.signInProvider === 'anonymous';
  const googleEnabled = useAuthOptions().data?.google ?? false;
  const upgrade = useGuestUpgrade();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const logOut = () => void navigate('/logout');

  return (
    <div className="profile">
      {guest && (
        <GuestBanner
          googleEnabled={googleEnabled}
          linking={upgrade.linking}
          failed={upgrade.failed}
          onLink={upgrade.startLink}
        />
      )}

      <Panel className="profile__hero" aria-label="Profile">
        <AvatarEditor profile={profile} />
        <div className="profile__who">
          <h1 className="profile__name">{profile.name}</h1>
          {profile.title && (
            <p className="profile__title" data-testid="profile-title">
              <span className="sr-only">Title: </span>
              {profile.title}
            </p>
          )}
          <p className="profile__provider">
            {profile.signInProvider === 'anonymous' ? 'Guest adventurer' : 'Google account'}
          </p>
          <XpBar level={profile.level} experience={profile.experience} />
          <ShareCardButton playerId={profile.id} />
        </div>
        <Button
          className="profile__logout"
          variant="ghost"
          icon="exit-door"
          // A guest's progress goes with the session: warn first. Google players just go.
          onClick={guest ? () => setConfirmingLogout(true) : logOut}
        >
          {LOGOUT}
        </Button>
      </Panel>

      <Panel aria-labelledby="balances-title">
        <h2 id="balances-title">Treasury</h2>
        <ul className="profile__balances">
          {BALANCES.map(({ key, label, icon }) => (
            <li key={key} className={`profile__balance profile__balance--${key}`}>
              <Icon name={icon} size="28px" />
              <span className="profile__balance-value" data-testid={`profile-${key}`}>
                {formatNumber(profile[key])}
              </span>
              <span className="profile__balance-label">{label}</span>
            </li>
          ))}
        </ul>
      </Panel>

      <SeasonLine />

      <UsernameForm profile={profile} />

      <LeaderboardPanel />

      <IconCredits className="profile__credits" />

      <GuestLogoutDialog
        open={guest && confirmingLogout}
        googleEnabled={googleEnabled}
        onCancel={() => setConfirmingLogout(false)}
        onLogout={logOut}
        onLink={() => {
          setConfirmingLogout(false);
          upgrade.startLink();
        }}
      />
      <AlreadyLinkedDialog
        open={guest && upgrade.alreadyLinked}
        signingIn={upgrade.signingIn}
        onSignIn={upgrade.startSignIn}
        onKeepGuest={upgrade.keepPlayingAsGuest}
      />
      <LoadingDialog open={upgrade.linking} message={OPENING_GOOGLE} />
    </div>
  );
}
