import { formatInteger } from '@alchemy/contracts';
import { useCurrentSeason } from '../api/get-current-season';
import { seasonEndsText, standingLabel } from '@/components/seasons/tier-text';
import { TierBadge } from '@/components/seasons/tier-badge';
import './season-line.css';

/**
 * The arena's 'Season' line (docs/RULES.md, "Ranked seasons"): the season, the player's
 * tier, rating and rank, and when the season ends. Before a rated duel it says what counts.
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
        <span id="season-line-title" className="season-line__title">
          {`Season ${data.season}: ${standingLabel(standing)}`}
        </span>
        <span className="season-line__detail">{detail}</span>
      </p>
      <span className="season-line__ends">{seasonEndsText(data.secondsLeft)}</span>
    </section>
  );
}
