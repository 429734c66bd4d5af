import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentSeason } from '@/shared/queries/current-season-query';
import { useAudioUnlock } from '@/lib/sound';
import { useSeasonBoard } from '@/shared/queries/season-board-query';
import {
  SEASON_LEAD,
  SEASON_LOAD_FAILED,
  SEASON_TITLE,
  seasonName,
  TO_THE_ARENA,
  TRY_AGAIN,
} from '../season-texts';
import { SeasonBoardPanel } from './season-board';
import { SeasonStanding } from './season-standing';
import { TierLadder } from './tier-ladder';
import './season-screen.css';

/**
 * /game/season (docs/RULES.md, "Ranked seasons"): where the player stands this season and
 * when it ends, the season board (World and Friends, this season or a past one's final
 * standings), and the ladder of tiers with each one's reward.
 */
export function SeasonScreen() {
  useAudioUnlock();
  const season = useCurrentSeason();
  const [picked, setPicked] = useState<number | null>(null);

  if (season.isPending) {
    return (
      <div className="season season--loading">
        <Spinner label="Loading the season" />
      </div>
    );
  }
  if (season.isError) {
    return (
      <div className="season season--loading">
        <p>{SEASON_LOAD_FAILED}</p>
        <Button variant="ghost" onClick={() => void season.refetch()}>
          {TRY_AGAIN}
        </Button>
      </div>
    );
  }
  const data = season.data;
  return (
    <div className="season">
      <header className="season__header">
        <h1>
          {SEASON_TITLE}
          <span className="season__number">{seasonName(data.season, false)}</span>
        </h1>
        <p className="season__lead">{SEASON_LEAD}</p>
      </header>
      <StandingWithCount season={data} />
      <div className="season__actions">
        <ButtonLink to="/game/arena" icon="crossed-swords" variant="secondary">
          {TO_THE_ARENA}
        </ButtonLink>
      </div>
      <SeasonBoardPanel current={data.season} season={picked ?? data.season} onSeason={setPicked} />
      <TierLadder tier={data.standing.tier} peak={data.peak?.tier ?? null} />
    </div>
  );
}

/** The standing, with 'of N' from the world board the screen loads anyway. */
function StandingWithCount({ season }: { season: Parameters<typeof SeasonStanding>[0]['season'] }) {
  const world = useSeasonBoard('world', season.season, true);
  return <SeasonStanding season={season} players={world.data?.players ?? null} />;
}
