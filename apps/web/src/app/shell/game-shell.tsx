import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { Icon } from '@/components/ui/icon';
import { isMenuHidden } from '../route-access';
import { CurrencyBar } from './currency-bar';
import { GameMenu } from './game-menu';
import { NoticeHost } from './notice-host';

// The level-up screen's code comes with the first level-up, not with the first screen.
const LevelUpHost = lazy(() =>
  import('@/shared/level-up/level-up-host').then((m) => ({ default: m.LevelUpHost })),
);
// The bell and the live stream behind it come after the first screen, not with it.
const NotificationBell = lazy(() =>
  import('@/features/live/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
// The registration of a session without a profile: rare, so not in the first download.
const ProfileRegistration = lazy(() =>
  import('./profile-registration').then((m) => ({ default: m.ProfileRegistration })),
);
import { useShellStart } from './use-shell-start';
import './game-shell.css';

/** /game: header with the balances, the menu, and the current screen. */
export function GameShell() {
  const { profile, missing } = useShellStart();
  const { pathname } = useLocation();
  const menuHidden = isMenuHidden(pathname);

  return (
    <div className={clsx('shell', menuHidden && 'shell--no-menu')}>
      <header className="shell__header">
        <Link to="/game" className="shell__brand" aria-label="Alchemy Arena, home">
          <Icon name="fizzing-flask" size="28px" />
          <span className="shell__brand-name">Alchemy Arena</span>
        </Link>
        <div className="shell__header-end">
          <CurrencyBar profile={profile} />
          <Suspense fallback={<span className="shell__bell-slot" />}>
            {profile && <NotificationBell />}
          </Suspense>
        </div>
      </header>
      {!menuHidden && <GameMenu profile={profile} />}
      <main className="shell__main">
        <ConnectionBanner className="shell__banner" />
        {/* Its own boundary: the header and menu stay while a screen's code loads. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <NoticeHost />
      <Suspense fallback={null}>
        <LevelUpHost profile={profile} />
      </Suspense>
      <Suspense fallback={null}>{missing && <ProfileRegistration />}</Suspense>
    </div>
  );
}
