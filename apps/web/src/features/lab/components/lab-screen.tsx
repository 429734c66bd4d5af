import type { Profile } from '@alchemy/contracts';
import { MARKET_ACCESS_LEVEL } from '@alchemy/game-rules';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/shared/queries/profile-query';
import { lazy, Suspense } from 'react';
import './lab-screen.css';
import './lab-lists.css';
import './lab-dialogs.css';

// The workbench (dialogs, drag and drop glue, card rules) loads with the first visit, not
// with the app: most sessions start in the crafting game.
const LabWorkbench = lazy(() =>
  import('./lab-workbench').then((module) => ({ default: module.LabWorkbench })),
);

const LAB_LOCKED = 'Lab is locked. Buy an item from the crafting game to unlock it.';

/** /game/lab: turn lab items into battle cards (docs/RULES.md, "Lab and battle cards"). */
export function LabScreen() {
  const { data: profile } = useProfile();
  return (
    <div className="lab">
      <LabHeader profile={profile} />
      {!profile ? (
        <LabLoading />
      ) : profile.isLabOpen ? (
        // Keyed by player so slots and 'New' badges never leak between accounts.
        <Suspense fallback={<LabLoading />}>
          <LabWorkbench key={profile.id} profile={profile} />
        </Suspense>
      ) : (
        <Panel className="lab-locked">
          <Icon name="padlock" size="40px" />
          <p>{LAB_LOCKED}</p>
          <ButtonLink to="/game/crafting" icon="cauldron" variant="secondary">
            Go to Crafting
          </ButtonLink>
        </Panel>
      )}
    </div>
  );
}

function LabLoading() {
  return (
    <div className="lab__loading">
      <Spinner label="Loading the lab" />
    </div>
  );
}

function LabHeader({ profile }: { profile: Profile | undefined }) {
  return (
    <header className="lab__header">
      <div>
        <h1 className="lab__title">
          <Icon name="test-tubes" size="1.1em" /> Lab
        </h1>
        <p className="lab__tagline">Bind your finest ingredients into a warrior of legend.</p>
      </div>
      {profile && profile.level >= MARKET_ACCESS_LEVEL && (
        <ButtonLink to="/game/market" icon="shop" variant="secondary" className="lab__market">
          Market
        </ButtonLink>
      )}
    </header>
  );
}
