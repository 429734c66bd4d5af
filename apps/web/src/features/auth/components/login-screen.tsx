import { useMemo } from 'react';
import titleHero from 'virtual:title-hero';
import { IconCredits } from '@/components/ui/icon-credits';
import { ButtonLink } from '@/components/ui/button-link';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { Panel } from '@/components/ui/panel';
import { useInstallState } from '@/lib/install-prompt';
import { currentPlatform, isStandalone } from '@/lib/platform';
import { useIsSignedIn } from '@/lib/use-auth';
import { InstallButton, InstallRequired, IosInstallGuide } from './install-guide';
import { InviterGreeting } from './inviter-greeting';
import { LoginChoices } from './login-choices';
import { loginMode, showOpenInstalledApp } from './login-mode';
import './login-screen.css';

/** /login: the title screen, with the sign-in or install step the device calls for. */
export function LoginScreen() {
  const signedIn = useIsSignedIn();
  const { canInstall, isInstalled } = useInstallState();
  const platform = useMemo(() => currentPlatform(), []);
  const standalone = useMemo(() => isStandalone(), []);
  const situation = { standalone, signedIn, canInstall, ...platform };
  const mode = loginMode(situation);

  return (
    <div className="login">
      {/* The same markup as index.html's splash, which it replaces in place. */}
      <div className="login__hero-slot" dangerouslySetInnerHTML={{ __html: titleHero }} />

      <main className="login__main">
        <ConnectionBanner />
        <Panel className="login-panel" aria-label="Sign in">
          <InviterGreeting />
          {/* Never mounted under the route table (see loginMode): kept as the spec's answer. */}
          {mode === 'installed-signed-in' && (
            <>
              <h2>Application is installed</h2>
              <ButtonLink to="/game" icon="compass">
                Open Game
              </ButtonLink>
            </>
          )}
          {mode === 'installed-login' && (
            <>
              <h2>Login Required</h2>
              <LoginChoices />
            </>
          )}
          {mode === 'install-required' && <InstallRequired />}
          {(mode === 'ios-add-to-home-screen' || mode === 'ios-open-in-safari') && (
            <IosInstallGuide isSafari={mode === 'ios-add-to-home-screen'} />
          )}
          {mode === 'choices' && (
            <>
              <h2>Begin your journey</h2>
              <LoginChoices />
              {canInstall && (
                <>
                  <p className="login-panel__divider">or</p>
                  <InstallButton variant="ghost" />
                </>
              )}
            </>
          )}
          {showOpenInstalledApp({ ...situation, isInstalled }) && (
            <ButtonLink to="/game" variant="ghost" target="_blank" rel="noopener">
              Open Installed App
            </ButtonLink>
          )}
        </Panel>
      </main>

      <footer className="login__footer">
        <IconCredits />
      </footer>
    </div>
  );
}
