import { formatInteger, type DuelRating } from '@alchemy/contracts';
import { useEffect, useRef } from 'react';
import { playFanfareSound } from '@/shared/reward/reward-sounds';
import { ratingChangeText, standingLabel, tierMoveText } from './tier-text';
import { TierBadge } from './tier-badge';
import './rating-change.css';

/**
 * A rated duel's rating on the result (docs/RULES.md, "Ranked seasons"): the badge after
 * the fight, the change in points, where it was and is, and a promotion's or demotion's
 * moment (a fanfare for a promotion, when `fresh`: a replay tells it quietly).
 */
export function RatingChange({ rating, fresh }: { rating: DuelRating; fresh: boolean }) {
  const sounded = useRef(false);
  const moment = tierMoveText(rating);
  useEffect(() => {
    if (!fresh || sounded.current || rating.move !== 'promoted') return;
    sounded.current = true;
    playFanfareSound();
  }, [fresh, rating.move]);

  const direction = rating.change > 0 ? 'up' : rating.change < 0 ? 'down' : 'level';
  return (
    <div
      className={`rating-change rating-change--${rating.move} rating-change--${direction}`}
      data-testid="rating-change"
    >
      <TierBadge tier={rating.after.tier} division={rating.after.division} size={52} />
      <div className="rating-change__words">
        {moment && <p className="rating-change__moment">{moment}</p>}
        <p className="rating-change__line">
          <span className="rating-change__delta">{ratingChangeText(rating.change)}</span>{' '}
          <span className="rating-change__label">rating</span>{' '}
          <span className="rating-change__now">{formatInteger(rating.after.rating)}</span>
        </p>
        <p className="rating-change__tiers">
          {rating.move === 'same'
            ? standingLabel(rating.after)
            : `${standingLabel(rating.before)} \u2192 ${standingLabel(rating.after)}`}
          {` \u00b7 Season ${rating.season}`}
        </p>
      </div>
    </div>
  );
}
