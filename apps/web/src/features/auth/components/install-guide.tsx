import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { promptInstall } from '@/lib/install-prompt';

/** Android with a captured prompt: the game is played as an installed app. */
export function InstallRequired() {
  return (
    <>
      <h2>Installation Required</h2>
      <p className="login-panel__text">
        Install Alchemy Arena on your device to play: it opens full screen, like any other game.
      </p>
      <InstallButton />
    </>
  );
}

export function InstallButton({ variant = 'primary' }: { variant?: 'primary' | 'ghost' }) {
  return (
    <Button
      variant={variant}
      block
      icon="upgrade"
      onClick={() => {
        promptInstall().catch((error: unknown) => console.error('Install prompt failed', error));
      }}
    >
      Install Game
    </Button>
  );
}

/** iOS cannot prompt: Safari's Share sheet is the only way to add a web app. */
export function IosInstallGuide({ isSafari }: { isSafari: boolean }) {
  return (
    <div className="install-guide">
      <h2>Install the Game</h2>
      {/* The word Share follows its icon, so the icon is decoration: read once, not twice. */}
      {isSafari ? (
        <p className="login-panel__text">
          Tap <Icon name="share" /> <strong>Share</strong> in Safari&apos;s toolbar, then choose{' '}
          <strong>&apos;Add to Home Screen&apos;</strong> to install Alchemy Arena.
        </p>
      ) : (
        <p className="login-panel__text">
          Open this page in <strong>Safari</strong> to install the game: tap Share there, then
          choose <strong>&apos;Add to Home Screen&apos;</strong>.
        </p>
      )}
    </div>
  );
}
