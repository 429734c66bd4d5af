import { formatInteger } from '@alchemy/contracts';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useCurrentSeason } from '@/shared/queries/current-season-query';
import { TierBadge } from './tier-badge';
import { seasonEndsText, standingLabel } from './tier-text';
import './season-line.css';

/** Where the season screen is (app/router.tsx). */
const SEASON_PATH = '/game/season';

/**
 * The 'Season' line of the arena and the profile (docs/RULES.md, "Ranked seasons"): the
 * season, the player's tier, rating and rank, and when the season ends. Before a rated duel
 * it says what counts. The whole line opens the season screen; the link's name is its title.
 */
export function SeasonLine() {
  const { data } = useCurrentSeason();
  if (!data) return null;
  const { standing } = data;
  const detail =
    data.rank !== null
      ? `Rating ${formatInteger(standing.rating)} \u00b7 Rank #${formatInteger(data.rank)}`
      : `Rating ${formatInteger(standing.rating)} \u00b7 duels against players' cards count`;
  return (
    <section className="season-line" aria-labelledby="season-line-title" data-testid="season-line">
      <TierBadge tier={standing.tier} division={standing.division} size={40} />
      <p className="season-line__text">
        <Link to={SEASON_PATH} id="season-line-title" className="season-line__title">
          {`Season ${data.season}: ${standingLabel(standing)}`}
        </Link>
        <span className="season-line__detail">{detail}</span>
      </p>
      <span className="season-line__ends">{seasonEndsText(data.secondsLeft)}</span>
      <Icon name="podium" size="1.4em" className="season-line__go" />
    </section>
  );
}
