import type { Tier } from '@alchemy/game-rules';
import clsx from 'clsx';
import { TierBadge } from '@/shared/seasons/tier-badge';
import { TIER_NAMES } from '@/shared/seasons/tier-text';
import { LADDER_LEAD, ladderRangeText, ladderRows, LADDER_TITLE } from '../season-texts';
import { RewardLine } from './reward-line';

/**
 * The ladder from Archmage down to Copper: each tier's badge, where it starts, and what
 * reaching it pays at the season's end. The player's tier is marked, and so is the highest
 * they reached when it is another.
 */
export function TierLadder({ tier, peak }: { tier: Tier; peak: Tier | null }) {
  return (
    <section className="season-ladder" aria-labelledby="season-ladder-title">
      <h2 id="season-ladder-title" className="season-section-title">
        {LADDER_TITLE}
      </h2>
      <p className="season-ladder__lead">{LADDER_LEAD}</p>
      <ol className="season-ladder__rows">
        {ladderRows().map((row) => {
          const here = row.tier === tier;
          const best = peak !== null && row.tier === peak && !here;
          return (
            <li
              key={row.tier}
              className={clsx('ladder-row', `ladder-row--${row.tier}`, here && 'ladder-row--here')}
              aria-current={here ? 'true' : undefined}
            >
              <TierBadge tier={row.tier} division={null} size={40} />
              <span className="ladder-row__name">
                <strong>{TIER_NAMES[row.tier]}</strong>
                <span>{ladderRangeText(row)}</span>
              </span>
              <span className="ladder-row__reward">
                {here && <span className="ladder-row__mark">You are here</span>}
                {best && <span className="ladder-row__mark ladder-row__mark--peak">Your best</span>}
                <RewardLine reward={row.reward} />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
