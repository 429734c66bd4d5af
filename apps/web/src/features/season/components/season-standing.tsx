import type { CurrentSeason } from '@alchemy/contracts';
import { formatInteger } from '@alchemy/contracts';
import { TierBadge } from '@/shared/seasons/tier-badge';
import { seasonEndsText, standingLabel, TIER_NAMES } from '@/shared/seasons/tier-text';
import { Icon } from '@/components/ui/icon';
import { endsOnText, rankText, rewardProgressText } from '../season-texts';
import { RewardLine } from './reward-line';

/**
 * Where the player stands this season: the badge, tier and division, rating and rank, the
 * peak, the duels toward a reward, and when it ends; below, the last season as it ended.
 */
export function SeasonStanding({
  season,
  players,
}: {
  season: CurrentSeason;
  players: number | null;
}) {
  const { standing, peak, lastSeason } = season;
  return (
    <section className="season-standing" aria-label={`Your standing in season ${season.season}`}>
      <div className="season-standing__badge">
        <TierBadge tier={standing.tier} division={standing.division} size={92} />
      </div>
      <div className="season-standing__body">
        <p className="season-standing__tier" data-testid="season-standing">
          {standingLabel(standing)}
        </p>
        <p className="season-standing__numbers">
          <span>
            Rating <strong data-testid="season-rating">{formatInteger(standing.rating)}</strong>
          </span>
          <span data-testid="season-rank">{rankText(season.rank, players)}</span>
        </p>
        {peak && (
          <p className="season-standing__note">
            <Icon name="laurel-crown" size="1.1em" />
            Highest this season: {standingLabel(peak)}
          </p>
        )}
        <p className="season-standing__note">
          <Icon name="crossed-swords" size="1.1em" />
          {rewardProgressText(season)}
        </p>
      </div>
      <p className="season-standing__ends">
        <Icon name="hourglass" size="1.2em" />
        <span>
          <strong>{seasonEndsText(season.secondsLeft)}</strong>
          <span className="season-standing__date">{endsOnText(season.endsAt)}</span>
        </span>
      </p>
      {lastSeason && (
        <div className="season-standing__last">
          <TierBadge
            tier={lastSeason.standing.tier}
            division={lastSeason.standing.division}
            size={36}
          />
          <p>
            <strong>
              Season {lastSeason.season}: {standingLabel(lastSeason.standing)}, rank #
              {formatInteger(lastSeason.rank)}
            </strong>
            {lastSeason.reward && lastSeason.rewardTier ? (
              <span className="season-standing__paid">
                Paid for reaching {TIER_NAMES[lastSeason.rewardTier]}:{' '}
                <RewardLine reward={lastSeason.reward} compact />
              </span>
            ) : (
              <span className="season-standing__paid">
                No reward: fewer than {season.ratedDuelsForReward} rated duels
              </span>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
