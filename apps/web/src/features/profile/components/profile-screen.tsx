import type { Profile } from '@alchemy/contracts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { IconCredits } from '@/components/ui/icon-credits';
import { Panel } from '@/components/ui/panel';
import { formatNumber } from '@/lib/format';
import { useProfile } from '../api/get-profile';
import { GuestBanner } from './guest-banner';
import { XpBar } from './xp-bar';
import './profile-screen.css';

const BALANCES: { key: 'credits' | 'diamonds' | 'magicDust'; label: string; icon: GameIconName }[] =
  [
    { key: 'credits', label: 'Credits', icon: 'two-coins' },
    { key: 'diamonds', label: 'Diamonds', icon: 'cut-diamond' },
    { key: 'magicDust', label: 'Dust', icon: 'powder' },
  ];

const COMING_SOON = [
  { title: 'Username', text: 'Choose your own name with "Update Profile".' },
  { title: 'Avatar', text: 'Regenerate your portrait for credits.' },
  { title: 'Leaderboards', text: 'World and Friends rankings, and "Invite a Friend".' },
];

/** /game/profile: who you are, how far you have come, and the way out. */
export function ProfileScreen() {
  const { data: profile } = useProfile();
  if (!profile) {
    return (
      <p className="profile-loading" role="status">
        Loading profile...
      </p>
    );
  }
  return <ProfileDetails profile={profile} />;
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  return (
    <div className="profile">
      {profile.signInProvider === 'anonymous' && <GuestBanner />}

      <Panel className="profile__hero" aria-label="Profile">
        <img
          className="profile__avatar"
          src={profile.avatarUrl}
          alt={`Avatar of ${profile.name}`}
          width={112}
          height={112}
        />
        <div className="profile__who">
          <h1 className="profile__name">{profile.name}</h1>
          <p className="profile__provider">
            {profile.signInProvider === 'anonymous' ? 'Guest adventurer' : 'Google account'}
          </p>
          <XpBar level={profile.level} experience={profile.experience} />
        </div>
        <Button
          className="profile__logout"
          variant="ghost"
          icon="exit-door"
          onClick={() => void navigate('/logout')}
        >
          Logout
        </Button>
      </Panel>

      <Panel aria-labelledby="balances-title">
        <h2 id="balances-title">Treasury</h2>
        <ul className="profile__balances">
          {BALANCES.map(({ key, label, icon }) => (
            <li key={key} className={`profile__balance profile__balance--${key}`}>
              <Icon name={icon} size="28px" />
              <span className="profile__balance-value">{formatNumber(profile[key])}</span>
              <span className="profile__balance-label">{label}</span>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel aria-labelledby="soon-title">
        <h2 id="soon-title">Coming soon</h2>
        <ul className="profile__soon">
          {COMING_SOON.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </Panel>

      <IconCredits className="profile__credits" />
    </div>
  );
}
