import type { Profile } from '@alchemy/contracts';
import { MARKET_ACCESS_LEVEL } from '@alchemy/game-rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useBattleCards } from '@/shared/queries/battle-cards-query';
import { profileQuery } from '@/shared/queries/profile-query';
import { showSnackbar } from '@/lib/snackbar-store';
import { useDuel } from '../api/get-duel';
import { nextDuelAtMs } from '../cooldown';
import { useCooldownSeconds } from '../use-cooldown';
import { CooldownBlock } from './cooldown-block';
import { CooldownCards } from './cooldown-cards';
import { LastDuelLine } from './last-duel-line';
import { SeasonLine } from '@/shared/seasons/season-line';
import './arena-screen.css';
import './arena-card.css';

// The board (drag and drop, dialogs) loads with the first visit, not with the app.
const ArenaBoard = lazy(() =>
  import('./arena-board').then((module) => ({ default: module.ArenaBoard })),
);

const ARENA_LOCKED = 'Arena is locked. Craft a battle card in the Lab to unlock it.';
const DUEL_FETCH_FAILED = 'Failed to get duel. Please try again later.';

/** /game/arena (docs/RULES.md, "Arena and duels"): the cooldown, or the next duel. */
export function ArenaScreen() {
  // Fresh on every visit: duelIntervalSeconds is only true at the moment it was read.
  const profile = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  const data = profile.data;
  return (
    <div className="arena">
      <ArenaHeader profile={data} />
      {!data || !profile.isFetchedAfterMount ? (
        <ArenaLoading />
      ) : data.isArenaOpen ? (
        <ArenaContent
          key={data.id}
          profile={data}
          nextAtMs={nextDuelAtMs(data.duelIntervalSeconds, profile.dataUpdatedAt)}
        />
      ) : (
        <Panel className="arena-locked">
          <Icon name="padlock" size="40px" />
          <p>{ARENA_LOCKED}</p>
          <ButtonLink to="/game/lab" icon="test-tubes" variant="secondary">
            Go to the Lab
          </ButtonLink>
        </Panel>
      )}
    </div>
  );
}

function ArenaContent({ profile, nextAtMs }: { profile: Profile; nextAtMs: number }) {
  const seconds = useCooldownSeconds(nextAtMs);
  const duel = useDuel(seconds === 0);
  const cards = useBattleCards();

  useEffect(() => {
    if (!duel.isError) return;
    console.warn('Duel fetch failed', duel.error);
    showSnackbar(DUEL_FETCH_FAILED, { type: 'error' });
  }, [duel.isError, duel.error]);

  if (seconds > 0) {
    return (
      <>
        <SeasonLine />
        <LastDuelLine />
        <CooldownBlock seconds={seconds} />
        <CooldownCards cards={cards.data} />
      </>
    );
  }
  if (duel.data) {
    return (
      <>
        <SeasonLine />
        <LastDuelLine />
        <Suspense fallback={<ArenaLoading />}>
          <ArenaBoard key={duel.data.id} profile={profile} duel={duel.data} cards={cards.data} />
        </Suspense>
      </>
    );
  }
  if (duel.isError) {
    return (
      <Panel className="arena-locked">
        <Icon name="crossed-swords" size="40px" />
        <p>{DUEL_FETCH_FAILED}</p>
      </Panel>
    );
  }
  return <ArenaLoading />;
}

function ArenaLoading() {
  return (
    <div className="arena__loading">
      <Spinner label="Loading the arena" />
    </div>
  );
}

function ArenaHeader({ profile }: { profile: Profile | undefined }) {
  return (
    <header className="arena__header">
      <div>
        <h1 className="arena__title">
          <Icon name="crossed-swords" size="1.1em" /> Arena
        </h1>
        <p className="arena__tagline">Send your cards into the sands and see who still stands.</p>
      </div>
      {profile && profile.level >= MARKET_ACCESS_LEVEL && (
        <ButtonLink to="/game/market" icon="shop" variant="secondary">
          Market
        </ButtonLink>
      )}
    </header>
  );
}
